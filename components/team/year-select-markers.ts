/**
 * The team year switch's ids and the place it keeps the visitor on, apart from its component so
 * the server's inline script (TeamHero) carries only these: YearSelect writes, the script reads.
 */
export const YEAR_BUTTON_ID = "team-year-button";
/** Session storage: the year's address chosen here and where its button was in the window. */
export const YEAR_CHOSEN_KEY = "team-year-chosen";

/** What YearSelect stores when a year is chosen. */
export interface YearChosen {
  /** The chosen year's address. */
  path: string;
  /** The button's distance from the window's top, in CSS px, as it was pressed. */
  top: number;
}

/**
 * Each year is a document of its own, which a browser opens at its top. Run in the new year's
 * page right after the switch is parsed, before the first frame: when the visitor chose this year
 * with the switch, it scrolls the page so the button sits where it was in the window. The rest of
 * the page is not parsed yet, so the document is held tall enough to scroll that far until it
 * has loaded. YearSelect then puts the focus back on the button and forgets the choice.
 */
export const yearPlaceScript = `try{var c=JSON.parse(sessionStorage.getItem(${JSON.stringify(
  YEAR_CHOSEN_KEY,
)})||"null"),b=document.getElementById(${JSON.stringify(YEAR_BUTTON_ID)});if(c&&b&&c.path===location.pathname&&typeof c.top==="number"){var y=Math.round(b.getBoundingClientRect().top+scrollY-c.top);if(y>0){var r=document.documentElement;r.style.minHeight=y+innerHeight+"px";scrollTo({top:y,behavior:"instant"});addEventListener("load",function(){r.style.minHeight=""})}}}catch(e){}`;
