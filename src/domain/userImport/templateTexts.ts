import type { TemplateLanguage } from './columns.js';

/** The template's sheet names, example people and instructions, per template language. */
export interface TemplateTexts {
  usersSheet: string;
  instructionsSheet: string;
  instructions: string[];
  examples: [{ first_name: string; last_name: string }, { first_name: string; last_name: string }];
}

const LICENCES = 'employee, planner, advanced_planner, advanced_master, system_admin';

export const TEMPLATE_TEXTS: Record<TemplateLanguage, TemplateTexts> = {
  FR: {
    usersSheet: 'Utilisateurs',
    instructionsSheet: 'Instructions',
    instructions: [
      'Une ligne par utilisateur, 199 lignes au plus ; supprimez les deux lignes d’exemple.',
      'Obligatoires : prénom, nom, e-mail et licence. Téléphone et heures contractuelles sont facultatifs.',
      'Un e-mail déjà connu dans l’organisation met l’utilisateur à jour ; sinon il est créé dans l’établissement.',
      `Licence : ${LICENCES}.`,
      'Téléphone au format du pays (voir l’exemple). Ne commencez aucune cellule par = + - @ (sauf +indicatif d’un numéro).',
      'Heures contractuelles : nombre d’heures par semaine, de 1 à 60.',
    ],
    examples: [{ first_name: 'Camille', last_name: 'Martin' }, { first_name: 'Lucas', last_name: 'Bernard' }],
  },
  EN: {
    usersSheet: 'Users',
    instructionsSheet: 'Instructions',
    instructions: [
      'One line per user, at most 199 lines; delete the two example lines.',
      'Required: first name, last name, e-mail and licence. Phone and contract hours are optional.',
      'An e-mail already known in the organisation updates that user; otherwise the user is created in the shop.',
      `Licence: ${LICENCES}.`,
      'Phone in the country’s format (see the example). Do not start any cell with = + - @ (except the + of a phone number).',
      'Contract hours: hours per week, from 1 to 60.',
    ],
    examples: [{ first_name: 'Emma', last_name: 'Smith' }, { first_name: 'Oliver', last_name: 'Jones' }],
  },
  ES: {
    usersSheet: 'Usuarios',
    instructionsSheet: 'Instrucciones',
    instructions: [
      'Una línea por usuario, 199 líneas como máximo; borre las dos líneas de ejemplo.',
      'Obligatorios: nombre, apellidos, correo electrónico y licencia. Teléfono y horas de contrato son opcionales.',
      'Un correo ya conocido en la organización actualiza a ese usuario; si no, se crea en el establecimiento.',
      `Licencia: ${LICENCES}.`,
      'Teléfono en el formato del país (vea el ejemplo). No empiece ninguna celda con = + - @ (salvo el + de un teléfono).',
      'Horas de contrato: horas por semana, de 1 a 60.',
    ],
    examples: [{ first_name: 'Lucía', last_name: 'García' }, { first_name: 'Hugo', last_name: 'Martínez' }],
  },
  DE: {
    usersSheet: 'Benutzer',
    instructionsSheet: 'Anleitung',
    instructions: [
      'Eine Zeile pro Benutzer, höchstens 199 Zeilen; löschen Sie die zwei Beispielzeilen.',
      'Pflichtfelder: Vorname, Nachname, E-Mail und Lizenz. Telefon und Vertragsstunden sind optional.',
      'Eine in der Organisation bekannte E-Mail aktualisiert diesen Benutzer; sonst wird er in der Filiale angelegt.',
      `Lizenz: ${LICENCES}.`,
      'Telefon im Format des Landes (siehe Beispiel). Keine Zelle mit = + - @ beginnen (außer dem + einer Telefonnummer).',
      'Vertragsstunden: Stunden pro Woche, von 1 bis 60.',
    ],
    examples: [{ first_name: 'Anna', last_name: 'Müller' }, { first_name: 'Leon', last_name: 'Schmidt' }],
  },
  IT: {
    usersSheet: 'Utenti',
    instructionsSheet: 'Istruzioni',
    instructions: [
      'Una riga per utente, al massimo 199 righe; eliminate le due righe di esempio.',
      'Obbligatori: nome, cognome, e-mail e licenza. Telefono e ore contrattuali sono facoltativi.',
      'Un’e-mail già nota nell’organizzazione aggiorna quell’utente; altrimenti viene creato nel negozio.',
      `Licenza: ${LICENCES}.`,
      'Telefono nel formato del paese (vedi esempio). Non iniziate nessuna cella con = + - @ (tranne il + di un numero).',
      'Ore contrattuali: ore settimanali, da 1 a 60.',
    ],
    examples: [{ first_name: 'Giulia', last_name: 'Rossi' }, { first_name: 'Marco', last_name: 'Russo' }],
  },
};
