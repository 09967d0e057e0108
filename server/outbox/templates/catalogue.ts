import type { Locale } from '../../../src/domain/locales.js';

/**
 * The texts of every message template, in the 11 locales (TypeScript requires each locale to have
 * every text). `{name}` is replaced by the template's value of that name.
 */
export interface MailTexts {
  greeting: string;
  signOff: string;
  team: string;
  invitation: {
    subject: string;
    subjectWithOrganisation: string;
    intro: string;
    introWithOrganisation: string;
    action: string;
    linkHint: string;
  };
  pin: { subject: string; intro: string; keepSecret: string; sms: string };
  testEmail: { subject: string; body: string };
  accountCreation: { subject: string; intro: string; paymentAction: string; paymentHint: string; noPayment: string; importFile: string };
  /** the invoice e-mail (issue 18): {number}, {product}, {date} DD/MM/YYYY, {amount} the TTC as the locale writes it */
  invoice: { subject: string; creditNoteSubject: string; greeting: string; body: string; creditNoteBody: string };
  /** the automated payroll report (issue 30): {name} the integration, {start} and {end} DD/MM/YYYY */
  payrollReport: { subject: string; body: string };
}

export const MAIL_TEXTS: Readonly<Record<Locale, MailTexts>> = {
  fr: {
    greeting: 'Bonjour {firstName},',
    signOff: 'À bientôt,',
    team: "L'équipe {product}",
    invitation: {
      subject: 'Votre invitation sur {product}',
      subjectWithOrganisation: '{organisation} vous invite sur {product}',
      intro: 'Vous êtes invité(e) à rejoindre {product} pour consulter vos plannings.',
      introWithOrganisation: '{organisation} vous invite à rejoindre {product} pour consulter vos plannings.',
      action: 'Activer mon compte',
      linkHint: 'Pour activer votre compte, connectez-vous ici : {url}',
    },
    pin: {
      subject: 'Votre code PIN de pointage {product}',
      intro: 'Votre code PIN pour la pointeuse est : {pin}',
      keepSecret: 'Gardez-le pour vous : il vous identifie quand vous pointez.',
      sms: '{product} : votre code PIN de pointage est {pin}.',
    },
    testEmail: { subject: 'E-mail de test {product}', body: 'Ceci est un e-mail de test envoyé depuis la console {product}. Vous pouvez l’ignorer.' },
    accountCreation: {
      subject: 'Créez le compte {customer} sur {product}',
      intro: 'Bienvenue ! Vous pouvez dès maintenant créer le compte de {customer} sur {product}.',
      paymentAction: 'Créer mon compte et payer',
      paymentHint: 'Pour créer votre compte et régler votre abonnement, ouvrez ce lien : {url}',
      noPayment: 'Votre compte sera activé sans paiement en ligne : connectez-vous pour le créer.',
      importFile: 'Vous trouverez en pièce jointe le fichier d\'import de vos salariés, à remplir puis à importer.',
    },
    invoice: {
      subject: 'Votre facture {number} de {product}',
      creditNoteSubject: 'Votre avoir {number} de {product}',
      greeting: 'Bonjour,',
      body: 'Veuillez trouver ci-joint la facture {number} du {date} d’un montant de {amount}.',
      creditNoteBody: 'Veuillez trouver ci-joint l’avoir {number} du {date} d’un montant de {amount}, qui vous est remboursé.',
    },
    payrollReport: {
      subject: '{name} : rapport de paie du {start} au {end}',
      body: 'Veuillez trouver ci-joint le rapport de paie de l’intégration {name} pour la période du {start} au {end}.',
    },
  },
  'fr-BE': {
    greeting: 'Bonjour {firstName},',
    signOff: 'À tantôt,',
    team: "L'équipe {product}",
    invitation: {
      subject: 'Votre invitation sur {product}',
      subjectWithOrganisation: '{organisation} vous invite sur {product}',
      intro: 'Vous êtes invité(e) à rejoindre {product} pour consulter vos horaires.',
      introWithOrganisation: '{organisation} vous invite à rejoindre {product} pour consulter vos horaires.',
      action: 'Activer mon compte',
      linkHint: 'Pour activer votre compte, connectez-vous ici : {url}',
    },
    pin: {
      subject: 'Votre code PIN de pointage {product}',
      intro: 'Votre code PIN pour la pointeuse est : {pin}',
      keepSecret: 'Gardez-le pour vous : il vous identifie quand vous pointez.',
      sms: '{product} : votre code PIN de pointage est {pin}.',
    },
    testEmail: { subject: 'Courriel de test {product}', body: 'Ceci est un courriel de test envoyé depuis la console {product}. Vous pouvez l’ignorer.' },
    accountCreation: {
      subject: 'Créez le compte {customer} sur {product}',
      intro: 'Bienvenue ! Vous pouvez dès à présent créer le compte de {customer} sur {product}.',
      paymentAction: 'Créer mon compte et payer',
      paymentHint: 'Pour créer votre compte et régler votre abonnement, ouvrez ce lien : {url}',
      noPayment: 'Votre compte sera activé sans paiement en ligne : connectez-vous pour le créer.',
      importFile: 'Vous trouverez en annexe le fichier d\'import de vos employés, à compléter puis à importer.',
    },
    invoice: {
      subject: 'Votre facture {number} de {product}',
      creditNoteSubject: 'Votre note de crédit {number} de {product}',
      greeting: 'Bonjour,',
      body: 'Vous trouverez en annexe la facture {number} du {date} d’un montant de {amount}.',
      creditNoteBody: 'Vous trouverez en annexe la note de crédit {number} du {date} d’un montant de {amount}, qui vous est remboursé.',
    },
    payrollReport: {
      subject: '{name} : rapport de paie du {start} au {end}',
      body: 'Vous trouverez en annexe le rapport de paie de l’intégration {name} pour la période du {start} au {end}.',
    },
  },
  'fr-CH': {
    greeting: 'Bonjour {firstName},',
    signOff: 'Avec nos meilleures salutations,',
    team: "L'équipe {product}",
    invitation: {
      subject: 'Votre invitation sur {product}',
      subjectWithOrganisation: '{organisation} vous invite sur {product}',
      intro: 'Vous êtes invité(e) à rejoindre {product} pour consulter vos horaires de travail.',
      introWithOrganisation: '{organisation} vous invite à rejoindre {product} pour consulter vos horaires de travail.',
      action: 'Activer mon compte',
      linkHint: 'Pour activer votre compte, connectez-vous ici : {url}',
    },
    pin: {
      subject: 'Votre code NIP de timbrage {product}',
      intro: 'Votre code NIP pour la timbreuse est : {pin}',
      keepSecret: 'Gardez-le pour vous : il vous identifie quand vous timbrez.',
      sms: '{product} : votre code NIP de timbrage est {pin}.',
    },
    testEmail: { subject: 'Courriel de test {product}', body: 'Ceci est un courriel de test envoyé depuis la console {product}. Vous pouvez l’ignorer.' },
    accountCreation: {
      subject: 'Créez le compte {customer} sur {product}',
      intro: 'Bienvenue ! Vous pouvez dès à présent créer le compte de {customer} sur {product}.',
      paymentAction: 'Créer mon compte et payer',
      paymentHint: 'Pour créer votre compte et régler votre abonnement, ouvrez ce lien : {url}',
      noPayment: 'Votre compte sera activé sans paiement en ligne : connectez-vous pour le créer.',
      importFile: 'Vous trouverez en annexe le fichier d\'import de vos collaborateurs, à compléter puis à importer.',
    },
    invoice: {
      subject: 'Votre facture {number} de {product}',
      creditNoteSubject: 'Votre note de crédit {number} de {product}',
      greeting: 'Bonjour,',
      body: 'Vous trouverez ci-joint la facture {number} du {date} d’un montant de {amount}.',
      creditNoteBody: 'Vous trouverez ci-joint la note de crédit {number} du {date} d’un montant de {amount}, qui vous est remboursé.',
    },
    payrollReport: {
      subject: '{name} : rapport de paie du {start} au {end}',
      body: 'Vous trouverez ci-joint le rapport de paie de l’intégration {name} pour la période du {start} au {end}.',
    },
  },
  en: {
    greeting: 'Hello {firstName},',
    signOff: 'See you soon,',
    team: 'The {product} team',
    invitation: {
      subject: 'Your invitation to {product}',
      subjectWithOrganisation: '{organisation} invites you to {product}',
      intro: 'You are invited to join {product} to see your schedules.',
      introWithOrganisation: '{organisation} invites you to join {product} to see your schedules.',
      action: 'Activate my account',
      linkHint: 'To activate your account, sign in here: {url}',
    },
    pin: {
      subject: 'Your {product} time-clock PIN',
      intro: 'Your PIN for the time clock is: {pin}',
      keepSecret: 'Keep it to yourself: it identifies you when you clock in.',
      sms: '{product}: your time-clock PIN is {pin}.',
    },
    testEmail: { subject: '{product} test e-mail', body: 'This is a test e-mail sent from the {product} console. You can ignore it.' },
    accountCreation: {
      subject: 'Create the {customer} account on {product}',
      intro: 'Welcome! You can now create the {customer} account on {product}.',
      paymentAction: 'Create my account and pay',
      paymentHint: 'To create your account and pay for your subscription, open this link: {url}',
      noPayment: 'Your account will be activated without online payment: sign in to create it.',
      importFile: 'Attached is the employee import file: fill it in, then import it.',
    },
    invoice: {
      subject: 'Your {product} invoice {number}',
      creditNoteSubject: 'Your {product} credit note {number}',
      greeting: 'Hello,',
      body: 'Please find attached invoice {number} of {date} for {amount}.',
      creditNoteBody: 'Please find attached credit note {number} of {date} for {amount}, refunded to you.',
    },
    payrollReport: {
      subject: '{name}: payroll report from {start} to {end}',
      body: 'Please find attached the payroll report of the {name} integration for the period from {start} to {end}.',
    },
  },
  de: {
    greeting: 'Hallo {firstName},',
    signOff: 'Bis bald,',
    team: 'Ihr {product}-Team',
    invitation: {
      subject: 'Ihre Einladung zu {product}',
      subjectWithOrganisation: '{organisation} lädt Sie zu {product} ein',
      intro: 'Sie sind eingeladen, {product} beizutreten, um Ihre Dienstpläne einzusehen.',
      introWithOrganisation: '{organisation} lädt Sie ein, {product} beizutreten, um Ihre Dienstpläne einzusehen.',
      action: 'Mein Konto aktivieren',
      linkHint: 'Um Ihr Konto zu aktivieren, melden Sie sich hier an: {url}',
    },
    pin: {
      subject: 'Ihre {product}-PIN für die Stempeluhr',
      intro: 'Ihre PIN für die Stempeluhr lautet: {pin}',
      keepSecret: 'Behalten Sie sie für sich: Sie identifiziert Sie beim Stempeln.',
      sms: '{product}: Ihre PIN für die Stempeluhr lautet {pin}.',
    },
    testEmail: { subject: '{product}-Test-E-Mail', body: 'Dies ist eine Test-E-Mail aus der {product}-Konsole. Sie können sie ignorieren.' },
    accountCreation: {
      subject: 'Erstellen Sie das Konto {customer} bei {product}',
      intro: 'Willkommen! Sie können jetzt das Konto von {customer} bei {product} erstellen.',
      paymentAction: 'Konto erstellen und bezahlen',
      paymentHint: 'Um Ihr Konto zu erstellen und Ihr Abonnement zu bezahlen, öffnen Sie diesen Link: {url}',
      noPayment: 'Ihr Konto wird ohne Online-Zahlung aktiviert: Melden Sie sich an, um es zu erstellen.',
      importFile: 'Im Anhang finden Sie die Importdatei für Ihre Mitarbeitenden: ausfüllen und dann importieren.',
    },
    invoice: {
      subject: 'Ihre {product}-Rechnung {number}',
      creditNoteSubject: 'Ihre {product}-Rechnungskorrektur {number}',
      greeting: 'Guten Tag,',
      body: 'anbei erhalten Sie die Rechnung {number} vom {date} über {amount}.',
      creditNoteBody: 'anbei erhalten Sie die Rechnungskorrektur {number} vom {date} über {amount}, der Betrag wird Ihnen erstattet.',
    },
    payrollReport: {
      subject: '{name}: Lohnbericht vom {start} bis {end}',
      body: 'Anbei finden Sie den Lohnbericht der Integration {name} für den Zeitraum vom {start} bis {end}.',
    },
  },
  es: {
    greeting: 'Hola {firstName}:',
    signOff: 'Hasta pronto,',
    team: 'El equipo de {product}',
    invitation: {
      subject: 'Tu invitación a {product}',
      subjectWithOrganisation: '{organisation} te invita a {product}',
      intro: 'Te invitamos a unirte a {product} para consultar tus horarios.',
      introWithOrganisation: '{organisation} te invita a unirte a {product} para consultar tus horarios.',
      action: 'Activar mi cuenta',
      linkHint: 'Para activar tu cuenta, inicia sesión aquí: {url}',
    },
    pin: {
      subject: 'Tu PIN de fichaje de {product}',
      intro: 'Tu PIN para el reloj de fichaje es: {pin}',
      keepSecret: 'No lo compartas: te identifica cuando fichas.',
      sms: '{product}: tu PIN de fichaje es {pin}.',
    },
    testEmail: { subject: 'Correo de prueba de {product}', body: 'Este es un correo de prueba enviado desde la consola de {product}. Puedes ignorarlo.' },
    accountCreation: {
      subject: 'Cree la cuenta {customer} en {product}',
      intro: '¡Bienvenido! Ya puede crear la cuenta de {customer} en {product}.',
      paymentAction: 'Crear mi cuenta y pagar',
      paymentHint: 'Para crear su cuenta y pagar su suscripción, abra este enlace: {url}',
      noPayment: 'Su cuenta se activará sin pago en línea: inicie sesión para crearla.',
      importFile: 'Adjunto encontrará el archivo de importación de sus empleados: rellénelo y luego impórtelo.',
    },
    invoice: {
      subject: 'Su factura {number} de {product}',
      creditNoteSubject: 'Su factura rectificativa {number} de {product}',
      greeting: 'Hola:',
      body: 'Adjuntamos la factura {number} del {date} por un importe de {amount}.',
      creditNoteBody: 'Adjuntamos la factura rectificativa {number} del {date} por un importe de {amount}, que le será reembolsado.',
    },
    payrollReport: {
      subject: '{name}: informe de nómina del {start} al {end}',
      body: 'Adjuntamos el informe de nómina de la integración {name} para el periodo del {start} al {end}.',
    },
  },
  it: {
    greeting: 'Ciao {firstName},',
    signOff: 'A presto,',
    team: 'Il team di {product}',
    invitation: {
      subject: 'Il tuo invito a {product}',
      subjectWithOrganisation: '{organisation} ti invita su {product}',
      intro: 'Sei invitato/a a unirti a {product} per consultare i tuoi turni.',
      introWithOrganisation: '{organisation} ti invita a unirti a {product} per consultare i tuoi turni.',
      action: 'Attiva il mio account',
      linkHint: 'Per attivare il tuo account, accedi qui: {url}',
    },
    pin: {
      subject: 'Il tuo PIN di timbratura {product}',
      intro: 'Il tuo PIN per il marcatempo è: {pin}',
      keepSecret: 'Tienilo per te: ti identifica quando timbri.',
      sms: '{product}: il tuo PIN di timbratura è {pin}.',
    },
    testEmail: { subject: 'E-mail di prova {product}', body: 'Questa è un’e-mail di prova inviata dalla console {product}. Puoi ignorarla.' },
    accountCreation: {
      subject: 'Crea l\'account {customer} su {product}',
      intro: 'Benvenuto! Ora puoi creare l\'account di {customer} su {product}.',
      paymentAction: 'Crea il mio account e paga',
      paymentHint: 'Per creare il tuo account e pagare l\'abbonamento, apri questo link: {url}',
      noPayment: 'Il tuo account sarà attivato senza pagamento online: accedi per crearlo.',
      importFile: 'In allegato trovi il file di importazione dei dipendenti: compilalo e poi importalo.',
    },
    invoice: {
      subject: 'La sua fattura {number} di {product}',
      creditNoteSubject: 'La sua nota di credito {number} di {product}',
      greeting: 'Buongiorno,',
      body: 'in allegato trova la fattura {number} del {date} di importo pari a {amount}.',
      creditNoteBody: 'in allegato trova la nota di credito {number} del {date} di importo pari a {amount}, che le viene rimborsato.',
    },
    payrollReport: {
      subject: '{name}: report paghe dal {start} al {end}',
      body: 'In allegato trova il report paghe dell’integrazione {name} per il periodo dal {start} al {end}.',
    },
  },
  nl: {
    greeting: 'Hallo {firstName},',
    signOff: 'Tot snel,',
    team: 'Het {product}-team',
    invitation: {
      subject: 'Je uitnodiging voor {product}',
      subjectWithOrganisation: '{organisation} nodigt je uit voor {product}',
      intro: 'Je bent uitgenodigd om lid te worden van {product} om je roosters te bekijken.',
      introWithOrganisation: '{organisation} nodigt je uit om lid te worden van {product} om je roosters te bekijken.',
      action: 'Mijn account activeren',
      linkHint: 'Meld je hier aan om je account te activeren: {url}',
    },
    pin: {
      subject: 'Je {product}-pincode voor de prikklok',
      intro: 'Je pincode voor de prikklok is: {pin}',
      keepSecret: 'Houd hem voor jezelf: hij identificeert je wanneer je inklokt.',
      sms: '{product}: je pincode voor de prikklok is {pin}.',
    },
    testEmail: { subject: 'Testmail van {product}', body: 'Dit is een testmail vanuit de {product}-console. Je kunt hem negeren.' },
    accountCreation: {
      subject: 'Maak het account {customer} aan op {product}',
      intro: 'Welkom! U kunt nu het account van {customer} aanmaken op {product}.',
      paymentAction: 'Account aanmaken en betalen',
      paymentHint: 'Open deze link om uw account aan te maken en uw abonnement te betalen: {url}',
      noPayment: 'Uw account wordt geactiveerd zonder online betaling: log in om het aan te maken.',
      importFile: 'In de bijlage vindt u het importbestand voor uw medewerkers: vul het in en importeer het daarna.',
    },
    invoice: {
      subject: 'Uw factuur {number} van {product}',
      creditNoteSubject: 'Uw creditnota {number} van {product}',
      greeting: 'Hallo,',
      body: 'In de bijlage vindt u factuur {number} van {date} voor een bedrag van {amount}.',
      creditNoteBody: 'In de bijlage vindt u creditnota {number} van {date} voor een bedrag van {amount}, dat aan u wordt terugbetaald.',
    },
    payrollReport: {
      subject: '{name}: salarisrapport van {start} tot {end}',
      body: 'Bijgevoegd vindt u het salarisrapport van de integratie {name} voor de periode van {start} tot {end}.',
    },
  },
  pl: {
    greeting: 'Dzień dobry {firstName},',
    signOff: 'Do zobaczenia,',
    team: 'Zespół {product}',
    invitation: {
      subject: 'Twoje zaproszenie do {product}',
      subjectWithOrganisation: '{organisation} zaprasza Cię do {product}',
      intro: 'Zapraszamy Cię do {product}, aby sprawdzać swoje grafiki.',
      introWithOrganisation: '{organisation} zaprasza Cię do {product}, aby sprawdzać swoje grafiki.',
      action: 'Aktywuj moje konto',
      linkHint: 'Aby aktywować konto, zaloguj się tutaj: {url}',
    },
    pin: {
      subject: 'Twój PIN do rejestratora czasu pracy {product}',
      intro: 'Twój PIN do rejestratora czasu pracy to: {pin}',
      keepSecret: 'Zachowaj go dla siebie: identyfikuje Cię przy rejestracji wejścia.',
      sms: '{product}: Twój PIN do rejestratora czasu pracy to {pin}.',
    },
    testEmail: { subject: 'Testowy e-mail {product}', body: 'To jest testowy e-mail wysłany z konsoli {product}. Możesz go zignorować.' },
    accountCreation: {
      subject: 'Utwórz konto {customer} w {product}',
      intro: 'Witamy! Możesz teraz utworzyć konto {customer} w {product}.',
      paymentAction: 'Utwórz konto i zapłać',
      paymentHint: 'Aby utworzyć konto i opłacić subskrypcję, otwórz ten link: {url}',
      noPayment: 'Twoje konto zostanie aktywowane bez płatności online: zaloguj się, aby je utworzyć.',
      importFile: 'W załączniku znajdziesz plik importu pracowników: wypełnij go, a następnie zaimportuj.',
    },
    invoice: {
      subject: 'Faktura {number} od {product}',
      creditNoteSubject: 'Faktura korygująca {number} od {product}',
      greeting: 'Dzień dobry,',
      body: 'w załączniku przesyłamy fakturę {number} z dnia {date} na kwotę {amount}.',
      creditNoteBody: 'w załączniku przesyłamy fakturę korygującą {number} z dnia {date} na kwotę {amount}, która zostanie Państwu zwrócona.',
    },
    payrollReport: {
      subject: '{name}: raport płacowy od {start} do {end}',
      body: 'W załączniku przesyłamy raport płacowy integracji {name} za okres od {start} do {end}.',
    },
  },
  pt: {
    greeting: 'Olá {firstName},',
    signOff: 'Até breve,',
    team: 'A equipa {product}',
    invitation: {
      subject: 'O seu convite para o {product}',
      subjectWithOrganisation: '{organisation} convida-o para o {product}',
      intro: 'Está convidado(a) a aderir ao {product} para consultar os seus horários.',
      introWithOrganisation: '{organisation} convida-o a aderir ao {product} para consultar os seus horários.',
      action: 'Ativar a minha conta',
      linkHint: 'Para ativar a sua conta, inicie sessão aqui: {url}',
    },
    pin: {
      subject: 'O seu PIN de registo de ponto {product}',
      intro: 'O seu PIN para o relógio de ponto é: {pin}',
      keepSecret: 'Guarde-o para si: identifica-o quando regista o ponto.',
      sms: '{product}: o seu PIN de registo de ponto é {pin}.',
    },
    testEmail: { subject: 'E-mail de teste {product}', body: 'Este é um e-mail de teste enviado a partir da consola {product}. Pode ignorá-lo.' },
    accountCreation: {
      subject: 'Crie a conta {customer} no {product}',
      intro: 'Bem-vindo! Já pode criar a conta de {customer} no {product}.',
      paymentAction: 'Criar a minha conta e pagar',
      paymentHint: 'Para criar a sua conta e pagar a subscrição, abra esta ligação: {url}',
      noPayment: 'A sua conta será ativada sem pagamento online: inicie sessão para a criar.',
      importFile: 'Em anexo encontra o ficheiro de importação dos seus colaboradores: preencha-o e depois importe-o.',
    },
    invoice: {
      subject: 'A sua fatura {number} de {product}',
      creditNoteSubject: 'A sua nota de crédito {number} de {product}',
      greeting: 'Olá,',
      body: 'Segue em anexo a fatura {number} de {date}, no montante de {amount}.',
      creditNoteBody: 'Segue em anexo a nota de crédito {number} de {date}, no montante de {amount}, que lhe será reembolsado.',
    },
    payrollReport: {
      subject: '{name}: relatório de salários de {start} a {end}',
      body: 'Segue em anexo o relatório de salários da integração {name} para o período de {start} a {end}.',
    },
  },
  ro: {
    greeting: 'Bună ziua, {firstName},',
    signOff: 'Pe curând,',
    team: 'Echipa {product}',
    invitation: {
      subject: 'Invitația dumneavoastră în {product}',
      subjectWithOrganisation: '{organisation} vă invită în {product}',
      intro: 'Sunteți invitat(ă) să vă alăturați {product} pentru a vă consulta programul.',
      introWithOrganisation: '{organisation} vă invită să vă alăturați {product} pentru a vă consulta programul.',
      action: 'Activează-mi contul',
      linkHint: 'Pentru a vă activa contul, autentificați-vă aici: {url}',
    },
    pin: {
      subject: 'Codul PIN de pontaj {product}',
      intro: 'Codul PIN pentru ceasul de pontaj este: {pin}',
      keepSecret: 'Păstrați-l pentru dumneavoastră: vă identifică atunci când vă pontați.',
      sms: '{product}: codul PIN de pontaj este {pin}.',
    },
    testEmail: { subject: 'E-mail de test {product}', body: 'Acesta este un e-mail de test trimis din consola {product}. Îl puteți ignora.' },
    accountCreation: {
      subject: 'Creați contul {customer} pe {product}',
      intro: 'Bun venit! Acum puteți crea contul {customer} pe {product}.',
      paymentAction: 'Creează contul și plătește',
      paymentHint: 'Pentru a vă crea contul și a plăti abonamentul, deschideți acest link: {url}',
      noPayment: 'Contul dumneavoastră va fi activat fără plată online: autentificați-vă pentru a-l crea.',
      importFile: 'Atașat găsiți fișierul de import al angajaților: completați-l, apoi importați-l.',
    },
    invoice: {
      subject: 'Factura dumneavoastră {number} de la {product}',
      creditNoteSubject: 'Factura de stornare {number} de la {product}',
      greeting: 'Bună ziua,',
      body: 'Vă transmitem atașat factura {number} din {date}, în valoare de {amount}.',
      creditNoteBody: 'Vă transmitem atașat factura de stornare {number} din {date}, în valoare de {amount}, care vă va fi rambursată.',
    },
    payrollReport: {
      subject: '{name}: raport de salarizare din {start} până în {end}',
      body: 'Găsiți atașat raportul de salarizare al integrării {name} pentru perioada {start} – {end}.',
    },
  },
};

/** `fill('Hello {firstName}', {firstName: 'Ada'})` -> 'Hello Ada'; an unknown name stays as written. */
export function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
