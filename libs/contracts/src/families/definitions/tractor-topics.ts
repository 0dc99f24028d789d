import type { FamilyTopic } from '../family-definition';

/** The tractor bank's topics (its former fine-grained topics were already these six). */
export const TRACTOR_TOPICS = [
  {
    id: 'pto',
    labels: {
      lt: 'Galios perdavimo velenas',
      ru: 'Вал отбора мощности',
      en: 'PTO shaft',
      uk: 'Вал відбору потужності',
      pl: 'Wał odbioru mocy',
    },
  },
  {
    id: 'rollover',
    labels: {
      lt: 'Stabilumas ir apvirtimas',
      ru: 'Устойчивость и опрокидывание',
      en: 'Stability and rollover',
      uk: 'Стійкість і перекидання',
      pl: 'Stateczność i przewrócenie',
    },
  },
  {
    id: 'hitching',
    labels: {
      lt: 'Prikabinimas ir priekabos',
      ru: 'Сцепка и прицепы',
      en: 'Hitching and trailers',
      uk: 'Зчеплення і причепи',
      pl: 'Sprzęganie i przyczepy',
    },
  },
  {
    id: 'road',
    labels: {
      lt: 'Važiavimas keliu',
      ru: 'Движение по дороге',
      en: 'Driving on the road',
      uk: 'Рух дорогою',
      pl: 'Jazda po drodze',
    },
  },
  {
    id: 'maintenance',
    labels: {
      lt: 'Priežiūra ir patikros',
      ru: 'Обслуживание и проверки',
      en: 'Maintenance and checks',
      uk: 'Обслуговування і перевірки',
      pl: 'Obsługa i przeglądy',
    },
  },
  {
    id: 'safe-operation',
    labels: {
      lt: 'Saugus darbas',
      ru: 'Безопасная работа',
      en: 'Safe work',
      uk: 'Безпечна робота',
      pl: 'Bezpieczna praca',
    },
  },
] as const satisfies readonly FamilyTopic[];
