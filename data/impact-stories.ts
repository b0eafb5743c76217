import {
  IMPACT_CATEGORIES_FILE,
  inListOrder,
  IMPACT_STORIES_DIR,
  readContentFile,
  readContentFolder,
} from "@/data/content-files";
import {
  impactCategoriesSchema,
  impactGallerySchema,
  impactStoryFileSchema,
  parseDataFile,
} from "@/data/schema";

/**
 * /impact-gallery: stories of what µLearners and mentors achieved, one file a story in
 * content/impact-stories/ (named after its id), each in one category of the page's filter
 * (content/impact-categories.json). The earlier site's pictures sit in its own folder, not on the
 * asset host, so the stories are text.
 */

const { categories } = readContentFile(IMPACT_CATEGORIES_FILE, impactCategoriesSchema);
const categoryIds = categories.map(({ id }) => id);

const storyFiles = readContentFolder(IMPACT_STORIES_DIR, impactStoryFileSchema);
for (const { file, data } of storyFiles) {
  if (!categoryIds.includes(data.category)) {
    throw new Error(
      `Invalid data in ${file}:\n  - field "category": must be one of ${categoryIds.map((id) => `"${id}"`).join(", ")} (${IMPACT_CATEGORIES_FILE})`,
    );
  }
}
const stories = inListOrder(storyFiles, "id");

/** The categories and the stories in page order, checked as a whole (unique ids, known categories). */
export const impactGallery = parseDataFile(IMPACT_STORIES_DIR, impactGallerySchema, {
  categories,
  stories,
});
