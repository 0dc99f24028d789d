import type { FamilyTopic } from '../family-definition';

/** The hydraulic and forestry crane bank's topics (consolidating its former fifteen fine-grained topics). */
export const HIDRO_TOPICS = [
  {
    id: 'setup',
    labels: {
      lt: 'Pastatymas ir stabilumas',
      ru: 'Установка и устойчивость',
      en: 'Set-up and stability',
      uk: 'Встановлення і стійкість',
      pl: 'Ustawienie i stateczność',
    },
  },
  {
    id: 'load-chart',
    labels: {
      lt: 'Krovumo diagrama ir perkrova',
      ru: 'Грузовая диаграмма и перегрузка',
      en: 'Load charts and overload',
      uk: 'Вантажна діаграма і перевантаження',
      pl: 'Wykres udźwigu i przeciążenie',
    },
  },
  {
    id: 'power-lines',
    labels: {
      lt: 'Elektros linijos ir vėjas',
      ru: 'Линии электропередачи и ветер',
      en: 'Power lines and wind',
      uk: 'Лінії електропередачі і вітер',
      pl: 'Linie energetyczne i wiatr',
    },
  },
  {
    id: 'slinging',
    labels: {
      lt: 'Krovinių kabinimas',
      ru: 'Строповка',
      en: 'Slinging',
      uk: 'Стропування',
      pl: 'Podwieszanie ładunków',
    },
  },
  {
    id: 'signals',
    labels: { lt: 'Signalai', ru: 'Сигналы', en: 'Signals', uk: 'Сигнали', pl: 'Sygnały' },
  },
  {
    id: 'people',
    labels: {
      lt: 'Žmonės darbo zonoje',
      ru: 'Люди в рабочей зоне',
      en: 'People in the working area',
      uk: 'Люди в робочій зоні',
      pl: 'Ludzie w strefie pracy',
    },
  },
  {
    id: 'technical',
    labels: {
      lt: 'Hidraulika ir patikros',
      ru: 'Гидравлика и проверки',
      en: 'Hydraulics and checks',
      uk: 'Гідравліка і перевірки',
      pl: 'Hydraulika i kontrole',
    },
  },
  {
    id: 'operation',
    labels: {
      lt: 'Darbas kranu',
      ru: 'Работа краном',
      en: 'Operating the crane',
      uk: 'Робота краном',
      pl: 'Praca żurawiem',
    },
  },
  {
    id: 'forestry',
    labels: {
      lt: 'Miškų kranai',
      ru: 'Лесные краны',
      en: 'Forestry cranes',
      uk: 'Лісові крани',
      pl: 'Żurawie leśne',
    },
  },
] as const satisfies readonly FamilyTopic[];
