import type { RegistrationForm } from '@portal/contracts';

/** Every sample learner signs in with this password (docs/api.md lists them). */
export const SAMPLE_PASSWORD = 'learner-pass';

export interface SampleLearner {
  username: string;
  name: string;
  email: string;
  /** Status in every exam family; null = not registered anywhere. */
  status: number | null;
  rejection?: string;
  form: Omit<RegistrationForm, 'agree' | 'filialas'>;
}

export const SAMPLE_LEARNERS: SampleLearner[] = [
  {
    username: 'learner-active',
    name: 'Aistė Aktyvi',
    email: 'aiste@example.com',
    status: 1,
    form: {
      vardas: 'Aistė',
      pavarde: 'Aktyvi',
      gdata: '1995-04-12',
      telefonas: '+37060000001',
      email: 'aiste@example.com',
    },
  },
  {
    username: 'learner-pending',
    name: 'Petras Laukiantis',
    email: 'petras@example.com',
    status: 0,
    form: {
      vardas: 'Petras',
      pavarde: 'Laukiantis',
      gdata: '1990-09-30',
      telefonas: '+37060000002',
      email: 'petras@example.com',
    },
  },
  {
    username: 'learner-rejected',
    name: 'Rūta Atmesta',
    email: 'ruta@example.com',
    status: -1,
    rejection: 'Neteisinga gimimo data. Patikslinkite duomenis ir pateikite iš naujo.',
    form: {
      vardas: 'Rūta',
      pavarde: 'Atmesta',
      gdata: '2001-01-01',
      telefonas: '+37060000003',
      email: 'ruta@example.com',
    },
  },
  {
    username: 'learner-expired',
    name: 'Jonas Pasibaigęs',
    email: 'jonas@example.com',
    status: -7,
    rejection: 'Prieigos laikas baigėsi. Galite paprašyti aktyvuoti iš naujo.',
    form: {
      vardas: 'Jonas',
      pavarde: 'Pasibaigęs',
      gdata: '1988-07-21',
      telefonas: '+37060000004',
      email: 'jonas@example.com',
    },
  },
  {
    username: 'learner-new',
    name: 'Naujas Vartotojas',
    email: 'naujas@example.com',
    status: null,
    form: {
      vardas: 'Naujas',
      pavarde: 'Vartotojas',
      gdata: '2000-02-02',
      telefonas: '+37060000005',
      email: 'naujas@example.com',
    },
  },
];
