import type { Resume } from '../model/resume.ts';
import { sampleSettings } from './sample-settings.ts';

/** Polish and French diacritics in names, places and prose, with Latin Extended-A letters. */
export const polishResearcherSample: Resume = {
  basics: {
    name: 'Zoë Łukasiewicz',
    label: 'Machine Learning Researcher',
    email: 'zoe.lukasiewicz@example.pl',
    phone: '+48 601 234 567',
    summary:
      'Researcher working on efficient speech recognition for Central European languages. Born in Łódź, trained in Kraków and Grenoble; happiest where theory meets a shipped product.',
    location: { city: 'Kraków', region: 'Małopolska', countryCode: 'PL' },
    profiles: [
      {
        network: 'Google Scholar',
        username: 'zlukasiewicz',
        url: 'https://scholar.google.com/citations?user=zl0ukasz',
      },
    ],
  },
  work: [
    {
      name: 'Głos AI sp. z o.o.',
      position: 'Senior Research Scientist',
      location: 'Kraków, Polska',
      startDate: '2021-10',
      highlights: [
        'Cut word error rate for Polish, Czech and Slovak by 18% with a shared phoneme inventory.',
        'Distilled a 600M-parameter model into a 45M on-device model running offline on mid-range phones.',
        'Supervised three PhD interns from AGH and Uniwersytet Jagielloński.',
      ],
    },
    {
      name: 'Laboratoire d’Informatique de Grenoble',
      position: 'Postdoctoral Researcher',
      location: 'Grenoble, France',
      startDate: '2019-01',
      endDate: '2021-09',
      highlights: [
        'Led work on self-supervised pre-training for low-resource languages (Kashubian, Sorbian).',
        'Organised the ŚWIT workshop on speech technology for minority languages.',
      ],
    },
  ],
  education: [
    {
      institution: 'Akademia Górniczo-Hutnicza w Krakowie',
      area: 'Informatyka',
      studyType: 'Doktor nauk technicznych',
      startDate: '2014-10',
      endDate: '2018-12',
    },
    {
      institution: 'Politechnika Łódzka',
      area: 'Matematyka stosowana',
      studyType: 'Magister inżynier',
      startDate: '2009',
      endDate: '2014',
    },
  ],
  publications: [
    {
      name: 'Shared Phoneme Inventories for West Slavic Speech Recognition',
      publisher: 'Interspeech',
      releaseDate: '2023-08',
      url: 'https://www.isca-archive.org/interspeech_2023/lukasiewicz23_interspeech.html',
    },
    {
      name: 'Żywe języki, małe dane: pre-training dla języków mniejszościowych',
      publisher: 'Zeszyty Naukowe AGH',
      releaseDate: '2020-03',
    },
  ],
  awards: [
    {
      title: 'Nagroda Ministra Nauki dla młodych naukowców',
      awarder: 'Ministerstwo Nauki',
      date: '2022',
    },
  ],
  skills: [
    { name: 'Machine learning', keywords: ['PyTorch', 'JAX', 'Distillation', 'Quantisation'] },
    { name: 'Speech', keywords: ['ASR', 'Kaldi', 'wav2vec 2.0', 'Whisper'] },
  ],
  languages: [
    { language: 'Polski', fluency: 'Native' },
    { language: 'Français', fluency: 'Courant (C1)' },
    { language: 'English', fluency: 'Fluent' },
  ],
  resumio: sampleSettings({
    title: 'Research – Kraków',
    templateId: 'timeline',
    design: { fontFamily: 'inter', accentColor: '#6d28d9', fontSize: 9.5 },
  }),
};
