import type { Flag } from './exam';

/**
 * The public list of a family's hardest questions (issue 27 item 4, `GET /api/<family>/hardest?language=`), and
 * the staff's per-topic answer rates over time (item 5, `GET /api/staff/statistics/families/:family/topics`).
 */

/** A question is listed only once this many answers were given to it… */
export const HARDEST_MIN_ATTEMPTS = 30;
/** …by at least this many different learners (a privacy floor: no figure about a handful of people). */
export const HARDEST_MIN_LEARNERS = 20;
/** How many questions the list holds at most. */
export const HARDEST_LIST_SIZE = 20;

export interface HardestQuestion {
  id: number;
  /** The text in the asked language (Lithuanian where the bank lacks it). */
  klausimas: string;
  atsakymai: string[];
  /** The key: these are the public bank's questions, shown to learn from. */
  ats: Flag[];
  explanation: string | null;
  image: string | null;
  /** Answers given to it (tests, practice, reviews) and the different learners who gave them. */
  attempts: number;
  learners: number;
  /** The smoothed share answered right, (right + 1) / (attempts + 2), three decimals: the lowest first. */
  facility: number;
}

export type TopicRateBucket = 'week' | 'month';

export interface TopicRatePeriod {
  /** The period's start (epoch ms): local midnight of a Monday or of a month's first day in the school's zone. */
  from: number;
  answers: number;
  right: number;
  /** Percent answered fully right, one decimal. */
  rightRate: number;
}

export interface TopicRates {
  family: string;
  bucket: TopicRateBucket;
  /** The school's time zone (the API's TIME_ZONE), whose weeks and months the periods are: dates are shown in it. */
  timeZone: string;
  /** Every topic of the family definition (in its order), then `null`: the questions without a topic. */
  topics: {
    topic: string | null;
    answers: number;
    right: number;
    rightRate: number;
    periods: TopicRatePeriod[];
  }[];
}
