import { describe, expect, it } from 'vitest';
import { createResume } from '../create-resume.ts';
import type { Resume } from '../model/resume.ts';
import { renderPdfDocument } from '../render/pdf/render-pdf.ts';
import { checkReadback } from '../render/readback/check-readback.ts';
import { pdftotext } from '../testing/pdftotext.ts';
import { buildResumeView } from './build-resume-view.ts';
import { detectDocumentLanguage } from '../model/index.ts';

function resume(content: Omit<Resume, 'resumio'>, language?: Resume['resumio']): Resume {
  const base = createResume();
  return { ...base, ...content, resumio: language ?? base.resumio };
}

const russian = resume({
  basics: {
    name: 'Анна Смирнова',
    summary:
      'Разработчик программного обеспечения с опытом работы в финансовых компаниях. Занимаюсь проектированием и поддержкой сервисов, которые обрабатывают платежи.',
  },
  work: [
    {
      name: 'Банк Восток',
      position: 'Ведущий разработчик',
      startDate: '2021-03',
      highlights: ['Перевела сервис платежей на новую архитектуру и сократила время ответа вдвое.'],
    },
  ],
  education: [{ institution: 'МГУ', studyType: 'Магистр', startDate: '2014', endDate: '2016-06' }],
});

const german = resume({
  basics: {
    name: 'Jonas Weber',
    summary:
      'Softwareentwickler mit Erfahrung in der Entwicklung von Webanwendungen für die Logistik. Ich arbeite gern im Team und bin für die Qualität der Software verantwortlich.',
  },
  work: [
    {
      name: 'Nordlicht Logistik GmbH',
      position: 'Softwareentwickler',
      startDate: '2019-09',
      highlights: ['Entwicklung einer Plattform für die Planung von Touren mit 40 Nutzern.'],
    },
  ],
  skills: [{ name: 'Programmierung', keywords: ['TypeScript', 'Java'] }],
});

describe('the document language', () => {
  it.each([
    ['Я работаю разработчиком в банке и занимаюсь сервисами для платежей уже пять лет.', 'ru'],
    ['Я працюю розробником у банку і займаюся сервісами для платежів уже п’ять років.', 'uk'],
    [
      'Ich arbeite seit fünf Jahren als Entwickler in der Logistik und bin für die Planung zuständig.',
      'de',
    ],
    [
      'Je travaille comme développeuse dans une banque et je suis responsable des paiements depuis cinq ans.',
      'fr',
    ],
    [
      '銀行でソフトウェア開発者として五年間働いており、決済サービスの設計と運用を担当しています。',
      'ja',
    ],
    ['我在银行担任软件开发人员五年，负责支付服务的设计和运维工作，并带领一个小团队。', 'zh'],
    [
      '저는 은행에서 5년 동안 소프트웨어 개발자로 일하며 결제 서비스의 설계와 운영을 담당했습니다.',
      'ko',
    ],
    [
      'أعمل مطورة برمجيات في مصرف منذ خمس سنوات وأتولى تصميم خدمات الدفع وتشغيلها مع فريق صغير.',
      'ar',
    ],
    ['אני עובדת כמפתחת תוכנה בבנק כבר חמש שנים ואחראית על תכנון ותפעול של שירותי התשלומים.', 'he'],
    [
      'I have worked as a developer at a bank for five years and I am responsible for the payments team.',
      'en',
    ],
  ])('reads %s as %s', (text, language) => {
    expect(detectDocumentLanguage(text)).toBe(language);
  });

  it('tells nothing from a few words', () => {
    expect(detectDocumentLanguage('Nurse')).toBeUndefined();
  });

  it('writes the headings, month names and "Present" in the language of a Russian resume', () => {
    const view = buildResumeView(russian);
    expect(view.metadata.language).toBe('ru');
    expect(view.sections.map((s) => s.title)).toEqual(['О себе', 'Опыт работы', 'Образование']);
    const [job] = view.sections.find((s) => s.key === 'work')!.entries;
    expect(job!.date).toBe('март 2021 г. – настоящее время');
    const [school] = view.sections.find((s) => s.key === 'education')!.entries;
    expect(school!.date).toBe('2014 – июнь 2016 г.');
  });

  it('keeps English resumes as they were, and a heading the user typed as typed', () => {
    const english = resume({
      basics: { name: 'Ana Ruiz' },
      work: [{ name: 'Quillpay', position: 'Engineer', startDate: '2020-03' }],
    });
    expect(buildResumeView(english).sections[0]).toMatchObject({
      title: 'Experience',
      entries: [expect.objectContaining({ date: 'Mar 2020 – Present' })],
    });
    const renamed = structuredClone(russian);
    renamed.resumio!.sections.titles = { work: 'Где я работала' };
    expect(buildResumeView(renamed).sections.map((s) => s.title)).toContain('Где я работала');
  });

  it('follows the language the user chose over the one read from the text', () => {
    const chosen = structuredClone(german);
    chosen.resumio!.design.language = 'fr';
    const view = buildResumeView(chosen);
    expect(view.metadata.language).toBe('fr');
    expect(view.sections.map((s) => s.title)).toContain('Expérience professionnelle');
    expect(view.sections.find((s) => s.key === 'work')!.entries[0]!.date).toBe(
      'sept. 2019 – aujourd’hui',
    );
  });

  it('exports a German resume whose PDF reads back with German headings and dates', async () => {
    const pdf = await renderPdfDocument(german);
    // Templates may set headings in capitals.
    const text = (await pdftotext(pdf.bytes)).toLowerCase();
    for (const word of ['profil', 'berufserfahrung', 'kenntnisse', 'sept. 2019 – heute'])
      expect(text).toContain(word);
    const readback = await checkReadback(pdf.bytes, german);
    expect(readback.ok).toBe(true);
  });
});
