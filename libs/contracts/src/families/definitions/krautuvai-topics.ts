import type { FamilyTopic } from '../family-definition';

/** The forklift and front loader bank's topics (consolidating its former thirty-odd fine-grained topics). */
export const KRAUTUVAI_TOPICS = [
  {
    id: 'capacity',
    labels: {
      lt: 'Keliamoji galia ir stabilumas',
      ru: 'Грузоподъёмность и устойчивость',
      en: 'Capacity and stability',
      uk: 'Вантажопідйомність і стійкість',
      pl: 'Udźwig i stateczność',
    },
  },
  {
    id: 'travelling',
    labels: {
      lt: 'Važiavimas ir matomumas',
      ru: 'Движение и обзор',
      en: 'Travelling and visibility',
      uk: 'Рух і огляд',
      pl: 'Jazda i widoczność',
    },
  },
  {
    id: 'load-handling',
    labels: {
      lt: 'Krovinių tvarkymas ir priedai',
      ru: 'Работа с грузами и навесное оборудование',
      en: 'Handling loads and attachments',
      uk: 'Робота з вантажами і навісне обладнання',
      pl: 'Obsługa ładunków i osprzęt',
    },
  },
  {
    id: 'people',
    labels: {
      lt: 'Žmonių sauga darbo vietoje',
      ru: 'Безопасность людей на рабочем месте',
      en: 'Safety of people at work',
      uk: 'Безпека людей на робочому місці',
      pl: 'Bezpieczeństwo ludzi w miejscu pracy',
    },
  },
  {
    id: 'energy',
    labels: {
      lt: 'Akumuliatoriai, dujos ir degalai',
      ru: 'Аккумуляторы, газ и топливо',
      en: 'Batteries, gas and fuel',
      uk: 'Акумулятори, газ і пальне',
      pl: 'Akumulatory, gaz i paliwo',
    },
  },
  {
    id: 'checks',
    labels: {
      lt: 'Patikros ir priežiūra',
      ru: 'Проверки и обслуживание',
      en: 'Checks and maintenance',
      uk: 'Перевірки та обслуговування',
      pl: 'Kontrole i obsługa',
    },
  },
] as const satisfies readonly FamilyTopic[];
