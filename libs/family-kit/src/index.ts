// Family landing kit: what every family's landing shares (core spec "Dashboard", second spec "Landing screens",
// "Registration form", "Pending and rejected screens"). Strings live in the 'familyKit' namespace.
export { FamilyLanding, type FamilyLandingProps } from './family-landing';
export { TopBar, type TopBarProps } from './components/top-bar';
export { LanguageSelect } from './components/language-select';
export { LoadingBar } from './components/loading-bar';
export { UserCard, type UserCardProps } from './components/user-card';
export { CategorySelector, categoryLabel, type CategorySelectorProps } from './components/category-selector';
export { Statistics, type StatisticsProps } from './components/statistics';
export { SharingWarning } from './components/sharing-warning';
export { RegistrationForm, type RegistrationFormProps } from './components/registration-form';
export {
  PendingNotice,
  RejectedNotice,
  type PendingNoticeProps,
  type RejectedNoticeProps,
} from './components/status-notices';
export { RequestDialog, type RequestDialogProps, type RequestKind } from './components/request-dialog';
export { PurchaseDialog, type PurchaseDialogProps } from './components/purchase-dialog';
export { useErrorDialog } from './components/use-error-dialog';
export type { FamilyLinks } from './components/links';
export { signOut } from './sign-out';
export { useRunnerEnded, useRunnerParams } from './use-runner-params';
export { useKitTranslation } from './use-kit-translation';
export { ensureFamilyKitI18n, familyKitResources, FAMILY_KIT_NS } from './i18n';
export * from './logic/status';
export * from './logic/registration';
export * from './logic/time-left';
export * from './logic/results';
export * from './logic/purchase';
export * from './logic/runner-params';
export { createFamilyRemote, type FamilyRemoteOptions } from './remote/create-family-remote';
export type { ExamFamilyDefinition } from './remote/exam-family-definition';
export { demoPolicyFor } from './remote/demo-policy';
