import type { Resume } from '../model/resume.ts';
import { sampleSettings } from './sample-settings.ts';

/** A Spanish-language resume: accents, ñ and inverted punctuation throughout. */
export const spanishDataEngineerSample: Resume = {
  basics: {
    name: 'José Núñez',
    label: 'Ingeniero de Datos Sénior',
    email: 'jose.nunez@example.es',
    phone: '+34 612 345 678',
    url: 'https://josenunez.es',
    summary:
      '¿Datos fiables a tiempo? Es mi especialidad. Ingeniero con nueve años diseñando plataformas de datos en España y Latinoamérica: canalizaciones en tiempo real, almacenes analíticos y la gobernanza que los hace útiles para negocio.',
    location: { city: 'Málaga', region: 'Andalucía', countryCode: 'ES' },
    profiles: [{ network: 'GitHub', username: 'jnunez', url: 'https://github.com/jnunez' }],
  },
  work: [
    {
      name: 'Compañía Logística Ibérica',
      position: 'Ingeniero de Datos Sénior',
      location: 'Málaga, España',
      startDate: '2020-02',
      highlights: [
        'Diseñé la canalización de eventos en tiempo real (Kafka y Flink) que procesa 3.000 millones de eventos al día.',
        'Reduje un 40 % el coste del almacén de datos migrando a tablas Iceberg con compactación automática.',
        'Lideré la adopción de contratos de datos entre doce equipos de producto.',
      ],
    },
    {
      name: 'Telefónica Tech',
      position: 'Ingeniero de Datos',
      location: 'Madrid, España',
      startDate: '2016-09',
      endDate: '2020-01',
      highlights: [
        'Construí el flujo de facturación analítica para clientes de Perú, Colombia y México.',
        'Automaticé la detección de anomalías en el tráfico móvil con modelos estadísticos sencillos.',
      ],
    },
    {
      name: 'Universidad de Granada',
      position: 'Becario de Investigación',
      location: 'Granada, España',
      startDate: '2015-01',
      endDate: '2016-07',
      highlights: ['Optimicé consultas geoespaciales sobre el catastro andaluz en PostGIS.'],
    },
  ],
  education: [
    {
      institution: 'Universidad Politécnica de Madrid',
      area: 'Ciencia de Datos',
      studyType: 'Máster Universitario',
      startDate: '2015-09',
      endDate: '2016-06',
    },
    {
      institution: 'Universidad de Granada',
      area: 'Ingeniería Informática',
      studyType: 'Grado',
      startDate: '2010',
      endDate: '2014',
      score: 'Matrícula de Honor en Bases de Datos',
    },
  ],
  certificates: [
    { name: 'Google Cloud Professional Data Engineer', issuer: 'Google Cloud', date: '2021-06' },
  ],
  skills: [
    { name: 'Lenguajes', keywords: ['Python', 'Scala', 'SQL'] },
    { name: 'Plataformas', keywords: ['Apache Kafka', 'Apache Flink', 'dbt', 'Snowflake'] },
  ],
  languages: [
    { language: 'Español', fluency: 'Nativo' },
    { language: 'Inglés', fluency: 'Profesional (C1)' },
    { language: 'Portugués', fluency: 'Básico' },
  ],
  interests: [{ name: 'Montañismo', keywords: ['Sierra Nevada', 'Picos de Europa'] }],
  resumio: sampleSettings({
    title: 'Currículum – ingeniería de datos',
    templateId: 'minimal',
    design: { fontFamily: 'lato', accentColor: '#374151' },
    sections: {
      titles: {
        summary: 'Perfil',
        work: 'Experiencia',
        education: 'Formación',
        certificates: 'Certificaciones',
        skills: 'Competencias',
        languages: 'Idiomas',
        interests: 'Intereses',
      },
    },
  }),
};
