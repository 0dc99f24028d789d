import type { FamilyTopic } from '../family-definition';

/**
 * Code 95's topics: the subjects of the qualification's syllabus (Directive 2003/59/EC annex I: rational driving,
 * the rules, health, safety and service), as the sample bank groups its questions.
 */
export const KODAS_TOPICS = [
  {
    id: 'driving-time',
    labels: {
      lt: 'Vairavimo ir poilsio laikas',
      ru: 'Время вождения и отдыха',
      en: 'Driving and rest times',
      uk: 'Час керування та відпочинку',
      pl: 'Czas jazdy i odpoczynku',
    },
  },
  {
    id: 'tachograph',
    labels: { lt: 'Tachografas', ru: 'Тахограф', en: 'Tachograph', uk: 'Тахограф', pl: 'Tachograf' },
  },
  {
    id: 'rational-driving',
    labels: {
      lt: 'Ekonomiškas vairavimas ir technika',
      ru: 'Экономичное вождение и техника',
      en: 'Economical driving and vehicle technology',
      uk: 'Економне керування і техніка',
      pl: 'Ekonomiczna jazda i technika pojazdu',
    },
  },
  {
    id: 'road-safety',
    labels: {
      lt: 'Eismo saugumas',
      ru: 'Безопасность движения',
      en: 'Road safety',
      uk: 'Безпека руху',
      pl: 'Bezpieczeństwo ruchu',
    },
  },
  {
    id: 'health',
    labels: {
      lt: 'Sveikata ir nuovargis',
      ru: 'Здоровье и усталость',
      en: 'Health and fatigue',
      uk: 'Здоровʼя і втома',
      pl: 'Zdrowie i zmęczenie',
    },
  },
  {
    id: 'emergencies',
    labels: {
      lt: 'Eismo įvykiai ir pavojingos situacijos',
      ru: 'Аварии и чрезвычайные ситуации',
      en: 'Accidents and emergencies',
      uk: 'Аварії та надзвичайні ситуації',
      pl: 'Wypadki i sytuacje awaryjne',
    },
  },
  {
    id: 'regulations',
    labels: {
      lt: 'Dokumentai ir reikalavimai',
      ru: 'Документы и требования',
      en: 'Documents and regulations',
      uk: 'Документи та вимоги',
      pl: 'Dokumenty i przepisy',
    },
  },
  {
    id: 'goods',
    labels: {
      lt: 'Krovinių vežimas',
      ru: 'Перевозка грузов',
      en: 'Carrying goods',
      uk: 'Перевезення вантажів',
      pl: 'Przewóz rzeczy',
    },
  },
  {
    id: 'passengers',
    labels: {
      lt: 'Keleivių vežimas',
      ru: 'Перевозка пассажиров',
      en: 'Carrying passengers',
      uk: 'Перевезення пасажирів',
      pl: 'Przewóz osób',
    },
  },
] as const satisfies readonly FamilyTopic[];
