import { isValidBirthDate } from '@portal/family-kit';
import {
  canStartExaminer,
  EXAMINER_TOPICS,
  type ExaminerRouteData,
  type ExaminerTopicValue,
} from '@portal/contracts';

/** The /m screen's choices (second spec "Examiner mode screens", "Option lists", section 5). */
export interface StartForm {
  egzamin: boolean;
  regnr: string;
  gdata: string;
  tema: ExaminerTopicValue | null;
  sub: string | null;
}

export const EMPTY_FORM: StartForm = { egzamin: false, regnr: '', gdata: '', tema: null, sub: null };

export type StartFormEvent =
  | { type: 'toggle-mode' }
  | { type: 'regnr'; value: string }
  | { type: 'gdata'; value: string }
  | { type: 'topic'; value: ExaminerTopicValue }
  | { type: 'sub'; value: string };

export function startFormReducer(form: StartForm, event: StartFormEvent): StartForm {
  switch (event.type) {
    // Toggling training/exam changes the type label and clears the sub-topic.
    case 'toggle-mode':
      return { ...form, egzamin: !form.egzamin, sub: null };
    case 'regnr':
      return { ...form, regnr: event.value };
    case 'gdata':
      return { ...form, gdata: event.value };
    // Changing the topic replaces the sub-topic list and clears the chosen sub-topic.
    case 'topic':
      return { ...form, tema: event.value, sub: null };
    case 'sub':
      return subTopicsOf(form.tema).some((s) => s.value === event.value)
        ? { ...form, sub: event.value }
        : form;
  }
}

export function subTopicsOf(tema: ExaminerTopicValue | null) {
  return EXAMINER_TOPICS.find((t) => t.value === tema)?.subTopics ?? [];
}

/** Start is enabled only for a complete form: in exam mode the birth date must be a real past date (issue 25 item 11). */
export function canStart(form: StartForm): boolean {
  return form.tema !== null && canStartExaminer(form) && (!form.egzamin || isValidBirthDate(form.gdata));
}

/** The hidden `data` of /t: the person (exam mode only), topic, sub-topic and exam flag. */
export function routeData(form: StartForm): ExaminerRouteData {
  return {
    person: form.egzamin ? { regnr: form.regnr.trim(), gdata: form.gdata } : null,
    tema: form.tema!,
    sub: form.sub!,
    egzamin: form.egzamin,
  };
}

/** Reads the JSON `data` back; null (→ root) when it is missing or not a start of a known sub-topic. */
export function parseRouteData(state: unknown): ExaminerRouteData | null {
  const raw = state && typeof state === 'object' ? (state as { data?: unknown }).data : undefined;
  if (typeof raw !== 'string') return null;
  try {
    const data = JSON.parse(raw) as Partial<ExaminerRouteData>;
    const topic = EXAMINER_TOPICS.find((t) => t.value === data.tema);
    if (!topic || !topic.subTopics.some((s) => s.value === data.sub)) return null;
    if (data.egzamin && (!data.person?.regnr || !data.person.gdata)) return null;
    return {
      person: data.egzamin ? { regnr: data.person!.regnr, gdata: data.person!.gdata } : null,
      tema: topic.value,
      sub: data.sub!,
      egzamin: !!data.egzamin,
    };
  } catch {
    return null;
  }
}
