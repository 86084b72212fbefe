import { capitalize, joinList, joinPhrases } from './format.ts';
import type { RecommendationTexts } from './types.ts';

const list = (items: readonly string[]) => joinList(items, ' und ');
const phrases = (items: readonly string[]) => joinPhrases(items, ' und ', ' sowie ');
const quoted = (items: readonly string[]) => items.map((item) => `„${item}“`);
const cap = (text: string) => capitalize(text, 'de-DE');

/** Dative, after "Ihr Wunsch nach". */
const GOAL_STEMS = {
  increase_sales: 'mehr Umsatz',
  brand_awareness: 'mehr Markenbekanntheit',
  digital_presence: 'einer stärkeren digitalen Präsenz',
  customer_engagement: 'engerer Kundenbindung',
  automation: 'automatisierten Abläufen',
  cost_reduction: 'geringeren Kosten',
} as const;

/** Nominative, for lists and parentheses. */
const FEATURES = {
  mobile_app: 'mobile App',
  multi_language: 'Mehrsprachigkeit',
  erp_integration: 'ERP-Anbindung',
  b2b_sales: 'B2B-Vertrieb',
  marketplace_integration: 'Marktplatz-Anbindung',
  advanced_reporting: 'Profi-Reporting',
  live_support: 'Live-Support',
  email_marketing: 'E-Mail-Marketing',
  social_media_integration: 'Social-Media-Anbindung',
  api_development: 'API-Entwicklung',
} as const;

/** Dative, after "Bedarf an". */
const FEATURES_DATIVE = { ...FEATURES, mobile_app: 'einer mobilen App' } as const;

export const de: RecommendationTexts = {
  service: {
    names: {
      'web-tasarim': 'Webdesign',
      'e-ticaret': 'E-Commerce',
      'mobil-uygulama': 'Mobile Apps',
      'yazilim-gelistirme': 'Softwareentwicklung',
      'dijital-pazarlama': 'Digitales Marketing',
      'sosyal-medya-danismanligi': 'Social-Media-Beratung',
      'marka-tasarim': 'Branding und Design',
      'vr-ar-cozumleri': 'VR/AR-Lösungen',
      'yapay-zeka-entegrasyonu': 'KI-Integration',
    },
    goals: (goals) => `Ihr Wunsch nach ${list(goals.map((goal) => GOAL_STEMS[goal]))}`,
    businessType: {
      retail: 'Ihre Tätigkeit im Einzelhandel',
      services: 'Ihre Tätigkeit im Dienstleistungsbereich',
      technology: 'Ihre Tätigkeit in der Technologiebranche',
      manufacturing: 'Ihre Tätigkeit in der Produktion',
      hospitality: 'Ihre Tätigkeit im Gastgewerbe',
      healthcare: 'Ihre Tätigkeit im Gesundheitswesen',
      education: 'Ihre Tätigkeit im Bildungsbereich',
      other: 'die Ausrichtung Ihres Unternehmens',
    },
    businessSize: {
      startup: 'Ihre Situation als Start-up',
      small: 'Ihre Situation als kleines Unternehmen',
      medium: 'Ihre Situation als mittelständisches Unternehmen',
      large: 'Ihre Situation als Großunternehmen',
    },
    currentWebsite: {
      none: 'Ihre noch fehlende Website',
      basic: 'Ihre bisher einfache Website',
      good: 'Ihre bereits gute Website',
      excellent: 'Ihre bereits hervorragende Website',
    },
    budget: {
      low: 'Ihr knappes Budget',
      medium: 'Ihr mittleres Budget',
      high: 'Ihr hohes Budget',
      premium: 'Ihr Premium-Budget',
    },
    timeline: {
      urgent: 'Ihr dringender Zeitplan',
      normal: 'Ihr normaler Zeitplan',
      flexible: 'Ihr flexibler Zeitplan',
    },
    techLevel: {
      beginner: 'Ihre noch geringe technische Erfahrung',
      intermediate: 'Ihre mittlere technische Erfahrung',
      advanced: 'Ihre fortgeschrittene technische Erfahrung',
    },
    main: (drivers, services) =>
      `${cap(phrases(drivers))} ${drivers.length > 1 ? 'sprechen' : 'spricht'} vor allem für ${list(quoted(services))}.`,
    support: (drivers) => `Auch ${phrases(drivers)} ${drivers.length > 1 ? 'stützen' : 'stützt'} diese Wahl.`,
    alternatives: (services) => `Als Alternativen kommen auch infrage: ${services.join(', ')}.`,
    closing: 'In einem kostenlosen Erstgespräch können wir diese Empfehlung gemeinsam auf Ihr Unternehmen zuschneiden.',
    noMatch:
      'Zu Ihren Antworten passt derzeit keiner unserer aktiven Services. Sprechen Sie uns an, dann erstellen wir gemeinsam einen Plan, der zu Ihrem Bedarf passt.',
    suggestions: {
      phasedLaunch:
        'Da Ihr Zeitplan drängt, empfehlen wir einen Start in Phasen: zuerst die wichtigsten Seiten und Kernfunktionen, der Rest folgt in späteren Phasen.',
      landingPage:
        'Da Sie noch keine Website haben, starten Sie mit einer einzelnen Landingpage: So sind Sie schnell sichtbar und können die Website danach Schritt für Schritt ausbauen.',
      trainingAndPanel:
        'Da Sie technisch noch wenig Erfahrung haben, empfehlen wir ein leicht bedienbares Admin-Panel und eine kurze Schulung für Ihr Team; Wartung und Updates können wir übernehmen.',
      integrations:
        'Verbinden Sie für Ihr Automatisierungsziel wiederkehrende Aufgaben wie Bestellungen, Rechnungen, CRM und E-Mails über Integrationen.',
      processAudit:
        'Um Kosten zu senken, ermitteln Sie zuerst die zeitaufwendigsten manuellen Abläufe und digitalisieren Sie diese als Erstes.',
      conversionTracking:
        'Richten Sie von Anfang an Analytics und Conversion-Tracking ein, damit Sie das Umsatzwachstum messen können.',
      brandGuide:
        'Erstellen Sie einen Markenleitfaden mit Regeln für Logo, Farben und Schriften, damit Sie auf allen Kanälen einheitlich auftreten.',
      contentCalendar:
        'Legen Sie einen Redaktionsplan an und planen Sie Push-Benachrichtigungen oder ein Treueprogramm, um regelmäßig mit Ihren Kunden in Kontakt zu bleiben.',
      localSeo:
        'Vervollständigen Sie Ihr Google-Unternehmensprofil und die grundlegenden SEO-Einstellungen, damit man Sie online leichter findet.',
      redesign:
        'Erneuern Sie Ihre bestehende Website mit einem mobilfreundlichen, schnellen und SEO-freundlichen Aufbau.',
      growthOnTop:
        'Behalten Sie Ihre bestehende Website und konzentrieren Sie sich auf Ladezeiten und A/B-Tests, um die Conversion-Rate zu steigern.',
      mvpFirst:
        'Um Ihr Budget optimal zu nutzen, beginnen Sie mit dem Service, der sich am schnellsten auszahlt, und verschieben Sie den Rest auf spätere Phasen.',
      enterpriseReadiness:
        'Planen Sie bei Ihrer Unternehmensgröße Sicherheit, Backups, Zugriffsrechte und Performance-Monitoring von Anfang an ein.',
      aiPilot:
        'Steigen Sie mit einem kleinen KI-Pilotprojekt mit messbarem Ziel ein und weiten Sie es nach einem Erfolg aus.',
      freeConsultation: 'Lassen Sie uns ein kostenloses Erstgespräch vereinbaren, um Ihre Ziele zu schärfen.',
      kpis: 'Legen Sie von Anfang an klare Ziele und messbare KPIs fest, um die Ergebnisse verfolgen zu können.',
    },
  },
  package: {
    names: {
      'tbt-baslangic': 'E-Commerce-Starterpaket',
      'tbt-standart': 'E-Commerce-Standardpaket',
      'tbt-profesyonel': 'E-Commerce-Profipaket',
      'tbt-kurumsal': 'E-Commerce-Enterprise-Paket',
    },
    budget: {
      '0-5k': 'Budget von 0–5k',
      '5k-10k': 'Budget von 5k–10k',
      '10k-20k': 'Budget von 10k–20k',
      '20k+': 'Budget über 20k',
    },
    monthlyRevenue: {
      '0-10k': 'Monatsumsatz von 0–10k',
      '10k-50k': 'Monatsumsatz von 10k–50k',
      '50k-100k': 'Monatsumsatz von 50k–100k',
      '100k-500k': 'Monatsumsatz von 100k–500k',
      '500k+': 'Monatsumsatz über 500k',
    },
    employeeCount: {
      '1': 'Ein-Personen-Team',
      '2-5': 'Team mit 2–5 Personen',
      '6-15': 'Team mit 6–15 Personen',
      '16-50': 'Team mit 16–50 Personen',
      '50+': 'mehr als 50 Beschäftigte',
    },
    features: FEATURES,
    featureNeed: (features) => `Bedarf an ${list(features.map((feature) => FEATURES_DATIVE[feature]))}`,
    businessType: {
      retail: 'Einzelhandel',
      wholesale: 'Großhandel',
      manufacturing: 'Herstellerbetrieb',
      services: 'Dienstleistungsbranche',
      technology: 'Technologiebranche',
      fashion: 'Modebranche',
      food: 'Lebensmittelbranche',
      other: 'Ausrichtung Ihres Unternehmens',
    },
    techLevel: {
      beginner: 'geringe technische Erfahrung',
      intermediate: 'mittlere technische Erfahrung',
      advanced: 'fortgeschrittene technische Kenntnisse',
      expert: 'technisches Expertenwissen',
    },
    timeline: {
      asap: 'Start so schnell wie möglich',
      '1month': 'Start innerhalb eines Monats',
      '3months': 'Zeitrahmen von drei Monaten',
      '6months': 'Zeitrahmen von sechs Monaten',
    },
    products: {
      few: 'kleines Sortiment',
      many: 'Sortiment mit mehreren Hundert Produkten',
      huge: 'Sortiment mit Tausenden Produkten',
    },
    growth: {
      global: 'Wachstumspläne im Ausland und auf Marktplätzen',
      wholesale: 'Wachstumspläne über Händler und B2B',
    },
    main: (drivers, packageName) =>
      `Nach Ihren Angaben (${drivers.join(', ')}) passt das ${packageName} am besten zu Ihnen.`,
    featureGap: (features, higherPackageName) =>
      features.length > 1
        ? `Die gewünschten Funktionen (${list(features)}) sind normalerweise im ${higherPackageName} enthalten; da Ihr Budget dafür noch nicht reicht, empfehlen wir, sie als Zusatzmodul oder später per Upgrade zu ergänzen.`
        : `Die gewünschte Funktion (${list(features)}) ist normalerweise im ${higherPackageName} enthalten; da Ihr Budget dafür noch nicht reicht, empfehlen wir, sie als Zusatzmodul oder später per Upgrade zu ergänzen.`,
    capacity: (largerPackageName) =>
      `Die genannte Produktanzahl könnte die Kapazität dieses Pakets übersteigen; wenn Ihr Sortiment wächst, kommt das ${largerPackageName} infrage.`,
    largerNeed: (largerPackageName, price, difference) =>
      price && difference
        ? `Ihre Antworten sprechen für das umfangreichere ${largerPackageName}; mit ${price} liegt es über Ihrem Budgetrahmen und kostet ${difference} mehr als das empfohlene Paket.`
        : `Ihre Antworten sprechen für das umfangreichere ${largerPackageName}; sein Preis wird nach Bedarf angeboten und kann über Ihrem Budgetrahmen liegen.`,
    overBudget: (packageName, price, overBy) =>
      `Selbst unser günstigstes Paket, das ${packageName}, liegt mit ${price} ${overBy} über Ihrem Budgetrahmen; wir können die Zahlung in Etappen aufteilen oder den Umfang anpassen.`,
    onRequest: 'Preis auf Anfrage',
    headroom: (packageName) =>
      `Ihr Budget würde auch für ein größeres Paket reichen, für Ihren aktuellen Bedarf genügt jedoch das ${packageName}.`,
    facts: {
      'tbt-baslangic':
        'Es umfasst Platz für 500 Produkte, 1 Admin-Zugang, 3 Monate E-Mail-Support sowie Domain und Hosting für 1 Jahr gratis.',
      'tbt-standart':
        'Es umfasst Platz für 2.500 Produkte, 3 Admin-Zugänge, 6 Monate Support per E-Mail und Telefon, Hosting und SEO.',
      'tbt-profesyonel':
        'Es umfasst unbegrenzt viele Produkte, 10 Admin-Zugänge, 12 Monate VIP-Support rund um die Uhr und eine Marktplatz-Anbindung.',
      'tbt-kurumsal':
        'Es umfasst alles ohne Begrenzung, einen eigenen Projektmanager, ein SLA, lebenslangen VIP-Support, einen dedizierten Server mit CDN sowie ERP-, B2B- und API-Anbindungen.',
    },
    suggestions: {
      phasedBudget:
        'Um im Budget zu bleiben, teilen wir das Projekt in Phasen: Zuerst geht der Shop online, die Integrationen folgen in einer zweiten Phase.',
      migration:
        'Wir übernehmen Produkte, Kunden und Bestellungen aus Ihrer bestehenden Website und richten 301-Weiterleitungen für die alten Adressen ein, damit Ihre Suchmaschinen-Rankings erhalten bleiben.',
      fastLaunch:
        'Für einen schnellen Start gehen Sie zuerst mit Ihren meistverkauften Produkten online und erweitern das Sortiment danach schrittweise.',
      training: 'Planen wir eine kurze Schulung für das Admin-Panel und eine enge Betreuung im ersten Monat ein.',
      b2b: 'Richten Sie für Ihre Händler kundengruppenspezifische Preislisten und eine Schnellbestellmaske ein.',
      marketplace:
        'Gleichen Sie Bestände und Preise aller Marktplätze zentral in einem Panel ab, um Überverkäufe zu vermeiden.',
      international:
        'Planen Sie für den Verkauf ins Ausland von Anfang an mehrsprachige Inhalte, Währungsoptionen und die Anbindung internationaler Versanddienstleister ein.',
      mobileApp:
        'Entwickeln Sie die mobile App in einer zweiten Phase auf derselben technischen Basis, sobald der Webshop läuft.',
      emailSocial: 'Aktivieren Sie zum Start einen E-Mail-Newsletter und die Social-Media-Shop-Anbindung.',
      marketingBudget:
        'Investieren Sie den Rest Ihres Budgets in digitales Marketing und SEO, um Ihren Umsatz schneller zu steigern.',
      upgradeLater:
        'Nach dem Start werten wir gemeinsam die Verkaufszahlen der ersten drei Monate aus und erweitern das Paket, wenn Sie wachsen.',
      kickoffWorkshop:
        'Starten wir das Projekt mit einem Kick-off-Workshop, in dem wir Ihre Ziele und Integrationsanforderungen festlegen.',
      productContent:
        'Gute Produktfotos und -beschreibungen steigern die Conversion-Rate direkt – beginnen Sie frühzeitig mit der Erstellung der Inhalte.',
    },
    featureGapSuggestion: (features, higherPackageName) =>
      `Für ${list(features)} planen wir gemeinsam entweder das ${higherPackageName} oder die Entwicklung als Zusatzmodul.`,
  },
};
