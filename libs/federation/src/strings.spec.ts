import { namespaceProblems } from '@portal/i18n';
import { federationResources } from './strings';

// The boundary's strings are inline (too small for files of their own): the same check as every JSON namespace.
it('has every string in every language', () => {
  expect(namespaceProblems(federationResources)).toEqual({});
});
