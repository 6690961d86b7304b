// Words that name a posting's sections in English, German, French and Spanish, and cue phrases
// that mark a paragraph as the employer's self-description, benefits, legal text or how to
// apply even where no heading says so. Matched on lower-cased text with accents kept.

/** A "profile wanted" heading lists requirements in every language, though "souhaité" reads as preferred. */
export const REQUIRED_PROFILE =
  /^(?:profil(?:e)? (?:souhaité|recherché|requis|wanted|required)|perfil (?:deseado|buscado|requerido)|votre profil|ton profil|dein profil|ihr profil|tu perfil|su perfil)\b/i;

export const PREFERRED_WORDS =
  /\b(wünschenswert|von vorteil|pluspunkte?|idealerweise|optional|serait un plus|un plus|apprécié(?:e|s|es)?|atouts?|souhaitable|deseable|valorable|se valorará|valoraremos|preferible|preferentemente)\b/i;

export const IGNORE_WORDS =
  /(über uns|das erwartet dich|das erwartet sie|das bieten wir dir|was wir dir bieten|wer wir sind|wir bieten|was wir bieten|das bieten wir|unser angebot|benefits|vorteile|interesse geweckt|deine bewerbung|ihre bewerbung|bewerbung|kontakt|qui sommes[- ]nous|à propos|a propos|nous offrons|ce que nous offrons|vos avantages|avantages|rémunération|salaire|l'entreprise|l'employeur|postuler|candidature|nous rejoindre|pourquoi nous rejoindre|sobre nosotros|quiénes somos|qué ofrecemos|ofrecemos|beneficios|salario|cómo aplicar|la empresa|equal employment|diversity|inclusion|privacy|data protection|datenschutz|legal)/i;

export const DUTIES_WORDS =
  /(deine aufgaben|ihre aufgaben|aufgaben|tätigkeiten|aufgabengebiet|deine rolle|ihre rolle|stellenbeschreibung|missions?|vos missions|responsabilités|descriptif de poste|description du poste|le poste|activités|vos tâches|funciones|responsabilidades|tareas|descripción del puesto|qué harás)/i;

export const REQUIRED_WORDS =
  /(qualifikationen|anforderungen|das bringst du mit|was du mitbringst|was sie mitbringen|das bringen sie mit|voraussetzungen|kenntnisse|dein profil|ihr profil|profil|compétences|qualifications|exigences|prérequis|expérience|formation|langues?|savoir[- ]faire|requisitos|perfil|requerimientos|cualificaciones|experiencia|formación|conocimientos)/i;

// Paragraph cues, strong enough to set a line aside wherever it stands.
const LEGAL =
  /\b(equal (?:employment )?opportunit|without regard to|regardless of (?:race|age|gender|sex)|race, colou?r|sexual orientation|gender identity|protected veteran|reasonable accommodation|e-verify|background check|drug[- ]free|affirmative action|pay transparency|privacy (?:notice|policy)|applicant privacy|chancengleichheit|égalité des chances|handicap|igualdad de oportunidades|m\/w\/d\) willkommen)/i;
const BENEFITS =
  /\b(401\s?\(?k\)?|paid time off|pto\b|health(?:care)? insurance|dental insurance|vision insurance|stock options|(?:real |employee )?equity (?:options|package|stake)|unlimited vacation|unrestricted vacation|parental leave|gym membership|wellness (?:program|stipend|allowance)|perks\b|we offer|salary range|pay range|compensation (?:range|package)|per (?:hour|annum|year)|mutuelle|tickets? restaurant|urlaubstage|betriebliche altersvorsorge|salario|rémunération|(?:business|working|office|core) hours|consultancy agreement|flexible (?:working )?hours|flexible arbeitszeiten|unbefristete?s? (?:arbeitsverhältnis|anstellung)|fortbildungen|weiterbildungsmöglichkeiten|urlaubstage|firmenwagen|jobticket|tickets? restaurant|rtt\b|horario flexible|seguro médico)\b/i;
const APPLY =
  /\b(send (?:your|us your|a) (?:cv|resume|application)|to apply|apply (?:now|here|via|online|through)|please (?:submit|send|apply)|submit your (?:cv|resume|application)|postulez|envoyez votre|bewirb dich|bewerben sie sich|freuen uns auf deine|freuen uns auf ihre|envía tu|[\w.+-]+@[\w-]+\.[\w.]+)/i;
const COMPANY =
  /^(?:(?:at|about|join)\s+[A-Z][\w&.-]*(?:\s+[A-Z][\w&.-]*){0,3},|(?:[A-Z][\w&.-]*\s){0,3}(?:is|are) (?:a|an|the) (?:leading|global|fast[- ]growing|innovative|world|premier|trusted|top|market|growing|young|international|award)|we are (?:a|an|the) (?:leading|global|fast[- ]growing|innovative|world|team|company|startup|remote|growing|young|small|diverse|international|provider|family)|founded in\b|our (?:mission|vision|story|values|company|team|customers) (?:is|are|include|has|have)\b|we(?:'re| are) (?:on a mission|backed by|proud)|(?:[A-Z][\w&.-]*\s){0,3}(?:ist|est|es) (?:ein|eine|une?|la|le)\s)/;

// Phrases of a company's self-description wherever they stand in a paragraph.
const COMPANY_ANYWHERE =
  /\b(?:(?:our|the company['’`]?s?|['’`]s) mission is|(?:been |are |is )?(?:funded|backed) by|investors|headquartered in|founded in \d{4}|our (?:clients|customers) include|we['’]re reimagining|we are reimagining|leading (?:worldwide |global )?provider of|our (?:corporate )?culture|team events|is an? (?:[\w-]+ ){0,3}(?:firm|company|organi[sz]ation|initiative|startup|agency|provider|non-?profit))\b/i;

// A pay figure: "$70k - $95k", "€45,000 per year", "12.50EUR/h", "25000,00 Euros".
const SALARY =
  /[$€£]\s?\d[\d,.]*\s?(?:k|m)?\s?(?:[-–]|to\b|\/|per\b|a year|an hour)|\d[\d,.]*\s?(?:€|eur\b|euros?\b|usd\b)/i;

export type LineCue = 'legal' | 'benefits' | 'apply' | 'company';

/** What a paragraph is when its own words say it is not about the work or the candidate. */
export function lineCue(line: string): LineCue | undefined {
  if (LEGAL.test(line)) return 'legal';
  if (APPLY.test(line)) return 'apply';
  if (BENEFITS.test(line) || SALARY.test(line)) return 'benefits';
  if (COMPANY.test(line.trim()) || COMPANY_ANYWHERE.test(line)) return 'company';
  return undefined;
}

const CUE_AT_START = [
  REQUIRED_PROFILE,
  PREFERRED_WORDS,
  IGNORE_WORDS,
  DUTIES_WORDS,
  REQUIRED_WORDS,
];

/** A short line that opens with a section word ("Profil souhaité", "Deine Aufgaben") reads as a heading. */
export function opensWithSectionWord(line: string): boolean {
  return CUE_AT_START.some((re) => re.exec(line)?.index === 0);
}
