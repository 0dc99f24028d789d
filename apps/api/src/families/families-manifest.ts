import type {
  FamilyGroup,
  FamilyId,
  FamilyManifestEntry,
  LocalizedText,
  StaffConsoleManifest,
} from '@portal/contracts';
import type { AppConfig } from '../config/app-config';

interface FamilyDefinition {
  id: FamilyId;
  group: FamilyGroup;
  labels: LocalizedText;
  homeRoute: string;
  runnerRoute: string;
}

/** Every family the portal knows, in login-screen order (core spec section 2, second spec section 2). */
export const FAMILY_DEFINITIONS: FamilyDefinition[] = [
  {
    id: 'ket',
    group: 'main',
    labels: { lt: 'KET', ru: 'ПДД', en: 'Driving theory' },
    homeRoute: '/home',
    runnerRoute: '/testai',
  },
  {
    id: 'kodas',
    group: 'main',
    labels: { lt: 'Kodas 95', ru: 'Код 95', en: 'Code 95' },
    homeRoute: '/kodas',
    runnerRoute: '/testai-kodas',
  },
  {
    id: 'tractor',
    group: 'more',
    labels: { lt: 'Traktoriai', ru: 'Тракторы', en: 'Tractor' },
    homeRoute: '/tractor',
    runnerRoute: '/testai-tractor',
  },
  {
    id: 'krautuvai',
    group: 'more',
    labels: { lt: 'Krautuvai', ru: 'Погрузчики', en: 'Forklift' },
    homeRoute: '/krautuvai',
    runnerRoute: '/testai-krautuvai',
  },
  {
    id: 'hidro',
    group: 'more',
    labels: { lt: 'Hidrokranai', ru: 'Гидрокраны', en: 'Hydraulic crane' },
    homeRoute: '/hidro',
    runnerRoute: '/testai-hidro',
  },
  {
    id: 'competition',
    group: 'mode',
    labels: { lt: 'Konkursas', ru: 'Конкурс', en: 'Competition' },
    homeRoute: '/konkursas',
    runnerRoute: '/k',
  },
  {
    id: 'examiner',
    group: 'mode',
    labels: { lt: 'Egzaminuotojas', ru: 'Экзаменатор', en: 'Examiner' },
    homeRoute: '/m',
    runnerRoute: '/t',
  },
];

export function familiesManifest(config: AppConfig): FamilyManifestEntry[] {
  return FAMILY_DEFINITIONS.map((family) => ({
    ...family,
    enabled: config.families.includes(family.id),
    remoteEntry: config.remoteUrls[family.id],
    remoteName: family.id,
  }));
}

/** Where the shell mounts the staff console (a remote of its own, not a family: FAMILIES does not switch it). */
export const STAFF_CONSOLE_ROUTE = '/staff';

export function staffConsoleManifest(config: AppConfig): StaffConsoleManifest {
  return { remoteEntry: config.staffRemoteUrl, remoteName: 'staff', route: STAFF_CONSOLE_ROUTE };
}
