import type { Locale } from '../locales.js';
import type { InvoiceKind, ZoneKey } from './catalogue.js';

/**
 * The names of the invoice kinds and VAT zones in the 11 locales, for what the server writes (the PDF's line, the
 * XLSX export); the console has the same words in its catalogues (invoice_dialogs.kinds / zones).
 */
export interface InvoiceLabels {
  kinds: Record<InvoiceKind, string>;
  zones: Record<ZoneKey, string>;
}

export const INVOICE_LABELS: Readonly<Record<Locale, InvoiceLabels>> = {
  fr: {
    kinds: {
      subscription: 'Abonnement',
      setup_fee: 'Frais de mise en service',
      sms_pack: 'Pack SMS',
      training: 'Formation',
      automatic_planning_credits: 'Crédits de planification automatique',
      other: 'Autre prestation',
    },
    zones: {
      france_metropole: 'France métropolitaine',
      corsica: 'Corse',
      dom: 'Départements d\'outre-mer (Guadeloupe, Martinique, La Réunion)',
      dom_guyane_mayotte: 'Guyane et Mayotte (sans TVA)',
      eu_reverse_charge: 'Union européenne, autoliquidation',
      switzerland: 'Suisse',
      outside_eu: 'Hors Union européenne',
    },
  },
  'fr-BE': {
    kinds: {
      subscription: 'Abonnement',
      setup_fee: 'Frais de mise en service',
      sms_pack: 'Pack SMS',
      training: 'Formation',
      automatic_planning_credits: 'Crédits de planification automatique',
      other: 'Autre prestation',
    },
    zones: {
      france_metropole: 'France métropolitaine',
      corsica: 'Corse',
      dom: 'Départements d\'outre-mer (Guadeloupe, Martinique, La Réunion)',
      dom_guyane_mayotte: 'Guyane et Mayotte (sans TVA)',
      eu_reverse_charge: 'Union européenne, autoliquidation',
      switzerland: 'Suisse',
      outside_eu: 'Hors Union européenne',
    },
  },
  'fr-CH': {
    kinds: {
      subscription: 'Abonnement',
      setup_fee: 'Frais de mise en service',
      sms_pack: 'Pack SMS',
      training: 'Formation',
      automatic_planning_credits: 'Crédits de planification automatique',
      other: 'Autre prestation',
    },
    zones: {
      france_metropole: 'France métropolitaine',
      corsica: 'Corse',
      dom: 'Départements d\'outre-mer (Guadeloupe, Martinique, La Réunion)',
      dom_guyane_mayotte: 'Guyane et Mayotte (sans TVA)',
      eu_reverse_charge: 'Union européenne, autoliquidation',
      switzerland: 'Suisse',
      outside_eu: 'Hors Union européenne',
    },
  },
  en: {
    kinds: {
      subscription: 'Subscription',
      setup_fee: 'Setup fee',
      sms_pack: 'SMS pack',
      training: 'Training',
      automatic_planning_credits: 'Automatic planning credits',
      other: 'Other service',
    },
    zones: {
      france_metropole: 'Metropolitan France',
      corsica: 'Corsica',
      dom: 'French overseas departments (Guadeloupe, Martinique, Réunion)',
      dom_guyane_mayotte: 'French Guiana and Mayotte (no VAT)',
      eu_reverse_charge: 'European Union, reverse charge',
      switzerland: 'Switzerland',
      outside_eu: 'Outside the European Union',
    },
  },
  de: {
    kinds: {
      subscription: 'Abonnement',
      setup_fee: 'Einrichtungsgebühr',
      sms_pack: 'SMS-Paket',
      training: 'Schulung',
      automatic_planning_credits: 'Guthaben für automatische Planung',
      other: 'Sonstige Leistung',
    },
    zones: {
      france_metropole: 'Frankreich (Festland)',
      corsica: 'Korsika',
      dom: 'Französische Überseedepartements (Guadeloupe, Martinique, Réunion)',
      dom_guyane_mayotte: 'Französisch-Guayana und Mayotte (ohne MwSt.)',
      eu_reverse_charge: 'Europäische Union, Umkehrung der Steuerschuldnerschaft',
      switzerland: 'Schweiz',
      outside_eu: 'Außerhalb der Europäischen Union',
    },
  },
  es: {
    kinds: {
      subscription: 'Suscripción',
      setup_fee: 'Cuota de alta',
      sms_pack: 'Paquete de SMS',
      training: 'Formación',
      automatic_planning_credits: 'Créditos de planificación automática',
      other: 'Otro servicio',
    },
    zones: {
      france_metropole: 'Francia metropolitana',
      corsica: 'Córcega',
      dom: 'Departamentos franceses de ultramar (Guadalupe, Martinica, Reunión)',
      dom_guyane_mayotte: 'Guayana Francesa y Mayotte (sin IVA)',
      eu_reverse_charge: 'Unión Europea, inversión del sujeto pasivo',
      switzerland: 'Suiza',
      outside_eu: 'Fuera de la Unión Europea',
    },
  },
  it: {
    kinds: {
      subscription: 'Abbonamento',
      setup_fee: 'Costi di attivazione',
      sms_pack: 'Pacchetto SMS',
      training: 'Formazione',
      automatic_planning_credits: 'Crediti di pianificazione automatica',
      other: 'Altro servizio',
    },
    zones: {
      france_metropole: 'Francia metropolitana',
      corsica: 'Corsica',
      dom: 'Dipartimenti francesi d\'oltremare (Guadalupa, Martinica, Riunione)',
      dom_guyane_mayotte: 'Guyana francese e Mayotte (senza IVA)',
      eu_reverse_charge: 'Unione europea, inversione contabile',
      switzerland: 'Svizzera',
      outside_eu: 'Fuori dall\'Unione europea',
    },
  },
  nl: {
    kinds: {
      subscription: 'Abonnement',
      setup_fee: 'Opstartkosten',
      sms_pack: 'Sms-bundel',
      training: 'Training',
      automatic_planning_credits: 'Tegoed voor automatische planning',
      other: 'Overige dienst',
    },
    zones: {
      france_metropole: 'Europees Frankrijk',
      corsica: 'Corsica',
      dom: 'Franse overzeese departementen (Guadeloupe, Martinique, Réunion)',
      dom_guyane_mayotte: 'Frans-Guyana en Mayotte (zonder btw)',
      eu_reverse_charge: 'Europese Unie, btw verlegd',
      switzerland: 'Zwitserland',
      outside_eu: 'Buiten de Europese Unie',
    },
  },
  pl: {
    kinds: {
      subscription: 'Abonament',
      setup_fee: 'Opłata za wdrożenie',
      sms_pack: 'Pakiet SMS',
      training: 'Szkolenie',
      automatic_planning_credits: 'Środki na automatyczne planowanie',
      other: 'Inna usługa',
    },
    zones: {
      france_metropole: 'Francja metropolitalna',
      corsica: 'Korsyka',
      dom: 'Francuskie departamenty zamorskie (Gwadelupa, Martynika, Reunion)',
      dom_guyane_mayotte: 'Gujana Francuska i Majotta (bez VAT)',
      eu_reverse_charge: 'Unia Europejska, odwrotne obciążenie',
      switzerland: 'Szwajcaria',
      outside_eu: 'Poza Unią Europejską',
    },
  },
  pt: {
    kinds: {
      subscription: 'Subscrição',
      setup_fee: 'Taxa de ativação',
      sms_pack: 'Pacote de SMS',
      training: 'Formação',
      automatic_planning_credits: 'Créditos de planeamento automático',
      other: 'Outro serviço',
    },
    zones: {
      france_metropole: 'França metropolitana',
      corsica: 'Córsega',
      dom: 'Departamentos franceses ultramarinos (Guadalupe, Martinica, Reunião)',
      dom_guyane_mayotte: 'Guiana Francesa e Maiote (sem IVA)',
      eu_reverse_charge: 'União Europeia, autoliquidação',
      switzerland: 'Suíça',
      outside_eu: 'Fora da União Europeia',
    },
  },
  ro: {
    kinds: {
      subscription: 'Abonament',
      setup_fee: 'Taxă de configurare',
      sms_pack: 'Pachet SMS',
      training: 'Instruire',
      automatic_planning_credits: 'Credite de planificare automată',
      other: 'Alt serviciu',
    },
    zones: {
      france_metropole: 'Franța metropolitană',
      corsica: 'Corsica',
      dom: 'Departamentele franceze de peste mări (Guadelupa, Martinica, Réunion)',
      dom_guyane_mayotte: 'Guyana Franceză și Mayotte (fără TVA)',
      eu_reverse_charge: 'Uniunea Europeană, taxare inversă',
      switzerland: 'Elveția',
      outside_eu: 'În afara Uniunii Europene',
    },
  },
};

/** A kind's or a zone's name in a locale; an unknown key (an older row) is written as it is. */
export const kindLabel = (locale: Locale, kind: string): string => INVOICE_LABELS[locale].kinds[kind as InvoiceKind] ?? kind;
export const zoneLabel = (locale: Locale, zone: string): string => INVOICE_LABELS[locale].zones[zone as ZoneKey] ?? zone;
