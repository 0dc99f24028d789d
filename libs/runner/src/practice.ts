// `@portal/runner/practice`: the runner's question view, keys and swipe for the practice and review screen (issue
// 26). An entry of its own, so the landing's and the runner's chunks do not take these modules along with
// TestRunner (the practice screen is a lazy chunk of the family kit).
export { QuestionPane, type QuestionPaneProps } from './screen/question-pane';
export { useKeys, useSwipe } from './screen/hooks';
export { keyAction, pressAnswerKey, toggleAnswer, isAnswered } from './logic/navigation';
export { localize } from './logic/questions';
export { registerRunnerStrings } from './i18n/register';
