import { familyDefinition, type BankFamilyId } from '@portal/contracts';
import { pickLocalized } from '@portal/i18n';

/**
 * The family's topics (issue 26), labelled in the console's language, after "no topic"; a stored topic the family
 * no longer lists stays offered as it is, so opening an old question does not change it unseen.
 */
export function topicOptions(
  family: BankFamilyId,
  current: string | undefined,
  none: string,
  language: string,
): { value: string; label: string }[] {
  const topics = familyDefinition(family).topics;
  const options = [
    { value: '', label: none },
    ...topics.map((topic) => ({ value: topic.id, label: pickLocalized(topic.labels, language) })),
  ];
  return current && !topics.some((topic) => topic.id === current)
    ? [...options, { value: current, label: current }]
    : options;
}
