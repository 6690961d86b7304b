import type { DocumentLanguage } from '../model/document-language.ts';

/**
 * How business letters open and close in each document language, written for each language from
 * its own letter-writing conventions. A letter a model writes in German opens with "Sehr geehrte
 * Damen und Herren," and closes with "Mit freundlichen Grüßen": reading only English formulas
 * would leave both in the body and sign the letter "Sincerely,".
 */
interface Courtesies {
  /** How a greeting line starts (matched case-insensitively at the start of the line). */
  greetings: string[];
  /** How a closing line starts. */
  closings: string[];
  /** The greeting when nobody is named. */
  neutralGreeting: string;
  /** The closing a letter gets when its writer left it out. */
  closing: string;
}

export const LETTER_COURTESIES: Record<DocumentLanguage, Courtesies> = {
  en: {
    greetings: ['dear', 'hello', 'hi', 'to whom', 'greetings', 'good morning', 'good afternoon'],
    closings: [
      'sincerely',
      'best',
      'kind',
      'warm',
      'yours',
      'regards',
      'respectfully',
      'thank you',
      'with best',
      'with kind',
      'with warm',
      'many thanks',
      'cordially',
      'all the best',
    ],
    neutralGreeting: 'Dear Hiring Team,',
    closing: 'Sincerely,',
  },
  de: {
    greetings: ['sehr geehrte', 'liebe', 'lieber', 'hallo', 'guten tag', 'moin'],
    closings: [
      'mit freundlichen grüßen',
      'mit freundlichem gruß',
      'freundliche grüße',
      'beste grüße',
      'viele grüße',
      'herzliche grüße',
      'mit besten grüßen',
      'hochachtungsvoll',
    ],
    neutralGreeting: 'Sehr geehrte Damen und Herren,',
    closing: 'Mit freundlichen Grüßen',
  },
  fr: {
    greetings: ['madame', 'monsieur', 'mesdames', 'messieurs', 'bonjour', 'chère', 'cher'],
    closings: [
      'cordialement',
      'bien cordialement',
      'bien à vous',
      'je vous prie',
      'veuillez agréer',
      'dans l’attente',
      "dans l'attente",
      'sincères salutations',
      'respectueusement',
      'avec mes salutations',
    ],
    neutralGreeting: 'Madame, Monsieur,',
    closing: 'Cordialement,',
  },
  es: {
    greetings: [
      'estimado',
      'estimada',
      'estimados',
      'apreciado',
      'apreciada',
      'hola',
      'a quien corresponda',
      'buenos días',
    ],
    closings: [
      'atentamente',
      'saludos cordiales',
      'un cordial saludo',
      'un saludo',
      'reciba un cordial saludo',
      'cordialmente',
      'quedo a su disposición',
    ],
    neutralGreeting: 'Estimado equipo de selección:',
    closing: 'Atentamente,',
  },
  pt: {
    greetings: ['prezado', 'prezada', 'prezados', 'caro', 'cara', 'olá', 'exmo', 'exma', 'bom dia'],
    closings: [
      'atenciosamente',
      'cordialmente',
      'com os melhores cumprimentos',
      'melhores cumprimentos',
      'cumprimentos',
      'respeitosamente',
    ],
    neutralGreeting: 'Prezada equipe de recrutamento,',
    closing: 'Atenciosamente,',
  },
  it: {
    greetings: [
      'gentile',
      'egregio',
      'egregia',
      'spettabile',
      'buongiorno',
      'caro',
      'cara',
      'alla cortese attenzione',
    ],
    closings: [
      'cordiali saluti',
      'distinti saluti',
      'cordialmente',
      'un cordiale saluto',
      'saluti',
      'in fede',
    ],
    neutralGreeting: 'Gentile responsabile della selezione,',
    closing: 'Cordiali saluti,',
  },
  nl: {
    greetings: ['geachte', 'beste', 'hallo', 'goedendag', 'goedemorgen'],
    closings: [
      'met vriendelijke groet',
      'vriendelijke groet',
      'hoogachtend',
      'met hartelijke groet',
      'groeten',
    ],
    neutralGreeting: 'Geachte heer/mevrouw,',
    closing: 'Met vriendelijke groet,',
  },
  pl: {
    greetings: ['szanowni', 'szanowny', 'szanowna', 'dzień dobry', 'witam'],
    closings: [
      'z poważaniem',
      'z wyrazami szacunku',
      'pozdrawiam',
      'łączę pozdrowienia',
      'z pozdrowieniami',
    ],
    neutralGreeting: 'Szanowni Państwo,',
    closing: 'Z poważaniem',
  },
  ru: {
    greetings: ['уважаем', 'здравствуйте', 'добрый день', 'дорог'],
    closings: ['с уважением', 'с наилучшими пожеланиями', 'искренне', 'всего доброго', 'благодарю'],
    neutralGreeting: 'Уважаемые коллеги,',
    closing: 'С уважением,',
  },
  uk: {
    greetings: ['шановн', 'вітаю', 'добрий день', 'доброго дня', 'дорог'],
    closings: ['з повагою', 'з найкращими побажаннями', 'щиро', 'дякую'],
    neutralGreeting: 'Шановні колеги,',
    closing: 'З повагою,',
  },
  tr: {
    greetings: ['sayın', 'merhaba', 'değerli', 'ilgili makama', 'iyi günler'],
    closings: [
      'saygılarımla',
      'saygılarımızla',
      'iyi çalışmalar',
      'teşekkürler',
      'en iyi dileklerimle',
    ],
    neutralGreeting: 'Sayın Yetkili,',
    closing: 'Saygılarımla,',
  },
  zh: {
    greetings: ['尊敬的', '您好', '你好', '敬启者'],
    closings: ['此致', '敬礼', '顺祝', '谨上', '谢谢', '祝好'],
    neutralGreeting: '尊敬的招聘负责人：',
    closing: '此致敬礼',
  },
  ja: {
    greetings: [
      '拝啓',
      '前略',
      'ご担当者様',
      '採用ご担当者様',
      '採用担当者様',
      'お世話になっております',
    ],
    closings: ['敬具', '草々', 'よろしくお願い', '何卒よろしく'],
    neutralGreeting: '採用ご担当者様',
    closing: '敬具',
  },
  ko: {
    greetings: ['안녕하십니까', '안녕하세요', '존경하는', '채용 담당자'],
    closings: ['감사합니다', '올림', '드림', '고맙습니다'],
    neutralGreeting: '채용 담당자님께',
    closing: '감사합니다.',
  },
  ar: {
    greetings: [
      'السيد',
      'السيدة',
      'السادة',
      'عزيزي',
      'عزيزتي',
      'تحية طيبة',
      'إلى من يهمه الأمر',
      'حضرة',
    ],
    closings: [
      'مع خالص التحية',
      'مع التحية',
      'مع أطيب التحيات',
      'وتفضلوا بقبول',
      'تحياتي',
      'مع الشكر',
      'وشكرا',
    ],
    neutralGreeting: 'السادة المسؤولون عن التوظيف المحترمون،',
    closing: 'مع خالص التحية،',
  },
  he: {
    greetings: ['לכבוד', 'שלום', 'א.ג.נ', 'אדון נכבד', 'גברת נכבדה'],
    closings: ['בברכה', 'בכבוד רב', 'תודה', 'בתודה'],
    neutralGreeting: 'לכבוד צוות הגיוס,',
    closing: 'בברכה,',
  },
};

const ALL_LANGUAGES = Object.keys(LETTER_COURTESIES) as DocumentLanguage[];

// A formula ends where a word does: "Best" opens a closing, "Bestätigung" does not. Scripts
// written without spaces (Chinese, Japanese) have no word end to wait for.
function startsWithFormula(line: string, formulas: string[]): boolean {
  const text = line.trim().toLocaleLowerCase();
  return formulas.some((formula) => {
    if (!text.startsWith(formula)) return false;
    const next = text.slice(formula.length, formula.length + 1);
    return (
      next === '' || !/[\p{Script=Latin}\p{N}]/u.test(next) || !/[\p{Script=Latin}]$/u.test(formula)
    );
  });
}

/** Whether a line opens a letter in any of the document languages ("Dear …", "Sehr geehrte …"). */
export function isLetterGreeting(line: string): boolean {
  return ALL_LANGUAGES.some((language) =>
    startsWithFormula(line, LETTER_COURTESIES[language].greetings),
  );
}

/** Whether a line closes a letter in any of the document languages ("Sincerely,", "С уважением,"). */
export function isLetterClosing(line: string): boolean {
  return ALL_LANGUAGES.some((language) =>
    startsWithFormula(line, LETTER_COURTESIES[language].closings),
  );
}

/** The closing a letter in this language gets when its writer left one out. */
export function defaultLetterClosing(language: DocumentLanguage): string {
  return LETTER_COURTESIES[language].closing;
}

/** The greeting a letter in this language opens with when nobody is named. */
export function neutralLetterGreeting(language: DocumentLanguage): string {
  return LETTER_COURTESIES[language].neutralGreeting;
}
