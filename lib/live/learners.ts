/**
 * The top learners (docs/live-data.md): the backend's public leaderboards of students this month
 * and of all time, and of colleges, from GET /api/v1/leaderboard/students-monthly/, students/ and
 * college/ (bare lists, top 20). A student keeps a name, karma and institution, and a µ-ID only
 * when the backend sends one (newer backends): none is ever made up from a name. The committed
 * snapshot keeps name, karma and institution only; pictures (their addresses carry internal user
 * ids) are never read.
 */
import { callApi, type ApiAnswer } from "@/lib/api-call";
import { apiPaths } from "@/lib/api-paths";
import { countOf, endpointError, fetchedAtOf, isRecord, textField } from "@/lib/live/read";

export interface TopStudent {
  name: string;
  karma: number;
  institution: string | null;
  /** Only from a live answer that carries it; never in the snapshot. */
  muid: string | null;
}

export interface TopCollege {
  /** The college's name, or its code where an older backend sends no title. */
  name: string;
  karma: number;
  students: number | null;
}

export type Leaderboards = {
  monthly: TopStudent[];
  allTime: TopStudent[];
  colleges: TopCollege[];
};

export type LearnersSnapshot = Leaderboards & {
  source: "learners";
  fetchedAt: string | null;
};

/** How many rows each board shows (the backend sends 20). */
export const boardLength = 10;

const EMAIL = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;
const plain = (item: Record<string, unknown>, ...names: string[]) => {
  const text = textField(item, ...names);
  return text !== null && !EMAIL.test(text) ? text : null;
};

/** A µ-ID as the backend writes it ("asha-k@mulearn"); anything else is not one. */
const muidOf = (value: unknown) =>
  typeof value === "string" && /^[a-z0-9._-]+@mulearn$/i.test(value.trim()) ? value.trim() : null;

/**
 * One student row, old (`full_name`, `total_karma`, `institution`) or new (adds `muid` and
 * `profile_pic`). Without a name or a karma count the row is dropped.
 */
export function readTopStudent(raw: unknown): TopStudent | null {
  if (!isRecord(raw)) return null;
  const name = plain(raw, "full_name", "name");
  const karma = countOf(raw.total_karma ?? raw.karma);
  if (name === null || karma === null) return null;
  return {
    name,
    karma,
    institution: plain(raw, "institution", "college", "org"),
    muid: muidOf(raw.muid),
  };
}

/**
 * One college row: `title` (all backends but the older monthly one, which sends only `code`),
 * `total_karma`, and `total_students` or `students`.
 */
export function readTopCollege(raw: unknown): TopCollege | null {
  if (!isRecord(raw)) return null;
  const name = plain(raw, "title", "name", "code");
  const karma = countOf(raw.total_karma ?? raw.karma);
  if (name === null || karma === null) return null;
  return { name, karma, students: countOf(raw.total_students ?? raw.students) };
}

/** A bare list (or `{data}`), each row read, the bad ones dropped, highest karma first. */
function readBoard<T extends { karma: number }>(
  payload: unknown,
  read: (raw: unknown) => T | null,
): T[] {
  const list = Array.isArray(payload)
    ? payload
    : isRecord(payload) && Array.isArray(payload.data)
      ? payload.data
      : undefined;
  if (!list) throw new Error("The leaderboard answer holds no list.");
  return list
    .map(read)
    .filter((row): row is T => row !== null)
    .sort((a, b) => b.karma - a.karma)
    .slice(0, boardLength);
}

export const readStudentBoard = (payload: unknown) => readBoard(payload, readTopStudent);
export const readCollegeBoard = (payload: unknown) => readBoard(payload, readTopCollege);

/** What the committed snapshot may hold of a student: name, karma and institution. */
export const forSnapshot = (student: TopStudent): TopStudent => ({ ...student, muid: null });

/** A snapshot file's content, re-read so a hand edit cannot add a µ-ID or an e-mail. */
export function readLearnersSnapshot(json: unknown): LearnersSnapshot {
  const file = isRecord(json) ? json : {};
  const students = (value: unknown) => {
    try {
      return Array.isArray(value) ? readStudentBoard(value).map(forSnapshot) : [];
    } catch {
      return [];
    }
  };
  let colleges: TopCollege[] = [];
  try {
    colleges = Array.isArray(file.colleges) ? readCollegeBoard(file.colleges) : [];
  } catch {
    colleges = [];
  }
  return {
    source: "learners",
    fetchedAt: fetchedAtOf(file),
    monthly: students(file.monthly),
    allTime: students(file.allTime),
    colleges,
  };
}

/**
 * The three boards, live. The all-time students' board decides: when it fails the whole answer
 * fails and the snapshot stays; a failed monthly or college board reads as empty.
 */
export async function fetchLeaderboards(signal?: AbortSignal): Promise<ApiAnswer<Leaderboards>> {
  const [allTime, monthly, colleges] = await Promise.all([
    callApi(apiPaths.leaderboardStudents, { read: readStudentBoard, signal }),
    callApi(apiPaths.leaderboardStudentsMonthly, { read: readStudentBoard, signal }),
    callApi(apiPaths.leaderboardColleges, { read: readCollegeBoard, signal }),
  ]);
  if (!allTime.ok) return allTime;
  return {
    ok: true,
    messages: [],
    data: {
      allTime: allTime.data,
      monthly: monthly.ok ? monthly.data : [],
      colleges: colleges.ok ? colleges.data : [],
    },
  };
}

/** The snapshot's fields (no µ-IDs); throws naming the endpoint when a board fails. */
export async function fetchLearnersSnapshot(): Promise<Leaderboards> {
  const boards = [
    [apiPaths.leaderboardStudents, readStudentBoard],
    [apiPaths.leaderboardStudentsMonthly, readStudentBoard],
  ] as const;
  const [allTime, monthly] = await Promise.all(
    boards.map(async ([path, read]) => {
      const result = await callApi(path, { read });
      if (!result.ok) throw endpointError(path, result);
      return result.data.map(forSnapshot);
    }),
  );
  const colleges = await callApi(apiPaths.leaderboardColleges, { read: readCollegeBoard });
  if (!colleges.ok) throw endpointError(apiPaths.leaderboardColleges, colleges);
  return { allTime: allTime ?? [], monthly: monthly ?? [], colleges: colleges.data };
}
