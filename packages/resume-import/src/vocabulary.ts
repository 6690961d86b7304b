/** Words that mark a job title, an organisation, a school or a degree, in several languages. */

const TITLE_WORDS = new Set(
  `engineer engineering developer dev programmer manager intern internship analyst consultant designer scientist
  lead leader director assistant specialist officer head architect researcher research teacher tutor
  administrator admin coordinator associate founder cofounder co-founder ceo cto cfo coo vp president
  owner editor writer technician operator advisor adviser trainee apprentice student fellow professor
  lecturer instructor representative agent accountant auditor nurse physician doctor executive
  supervisor partner principal staff senior junior sr jr chief producer artist marketer recruiter
  strategist planner volunteer member tester qa devops sre freelancer freelance contractor
  entwickler softwareentwickler ingenieur werkstudent praktikant praktikantin leiter leiterin berater
  beraterin mitarbeiter mitarbeiterin projektleiter geschäftsführer referent referentin
  sachbearbeiter auszubildender ausbildung assistenz studentische hilfskraft tutor entwicklerin
  développeur développeuse ingénieur stagiaire chef responsable chargé chargée alternant alternante
  consultante directeur directrice technicien analyste chercheur enseignant
  desarrollador desarrolladora desarolador desarrolador ingeniero ingeniera pasante practicante
  analista jefe gerente consultor consultora diseñador diseñadora becario becaria técnico profesor
  investigador coordinador coordinadora programador programadora
  desenvolvedor desenvolvedora estagiário estagiária engenheiro engenheira gerente analista
  professor pesquisador coordenador programador
  разработчик программист инженер менеджер аналитик стажер стажёр руководитель директор
  консультант дизайнер тестировщик специалист ведущий старший младший`.split(/\s+/),
);

const TITLE_PARTS = ['工程师', '经理', '实习', '开发', '总监', '主管', '设计师', '分析师'];

const ORG_WORDS = new Set(
  `inc inc. ltd ltd. llc gmbh ag corp corp. corporation company co co. group sa s.a. sas sarl srl
  ltda ltda. limited plc technologies labs lab solutions services
  consulting bank university universität universite université universidad universidade college
  institute institut school hospital foundation agency studio studios partners gmbh. kg mbh se
  ooo ооо ао зао пао оао компания banco grupo centro department ministry council association
  startup`.split(/\s+/),
);

const SCHOOL_WORDS =
  /universi|college|school|institut|hochschule|akademie|academy|école|ecole|escuela|escola|faculdade|facultad|faculté|gymnasium|lycée|lycee|liceo|colegio|colégio|polytechnic|politécnic|polytechn|campus|fachschule|berufsschule|realschule|gesamtschule|oberschule|fh |tu |iut|ensi|insa|cefet|senac|senai|fatec|etec|университет|институт|академия|колледж|школа|大学|学院|中学/i;

const DEGREE_WORDS =
  /\b(?:bachelor|master|b\.?\s?sc|m\.?\s?sc|b\.?\s?a\b|m\.?\s?a\b|b\.?\s?s\b|m\.?\s?s\b|b\.?\s?eng|m\.?\s?eng|b\.?\s?tech|m\.?\s?tech|b\.?\s?e\b|m\.?\s?e\b|ph\.?\s?d|doctor|doctorate|mba|diploma|diplom|degree|associate|high school|secondary|a-levels|gcse|abitur|fachabitur|fachhochschulreife|mittlere reife|staatsexamen|magister|licence|license|licenciatura|licenciado|licenciada|grado|graduado|graduação|graduacao|bacharelado|bacharel|mestrado|doutorado|tecnólogo|tecnologo|técnico|tecnico|pós|pos-gradua|maestría|maestria|doctorado|ingeniería|ingenieria|ingénieur|baccalauréat|bac\b|dut|bts|deug|cap|certificate|certificat|бакалавр|магистр|специалист|аспирант|学士|硕士|博士|本科|研究生)/i;

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,/()|–—-]+/)
    .filter(Boolean);
}

export function titleScore(text: string): number {
  let score = words(text).filter((w) => TITLE_WORDS.has(w.replace(/[.:]$/, ''))).length;
  if (TITLE_PARTS.some((p) => text.includes(p))) score += 1;
  return score;
}

export function orgScore(text: string): number {
  let score = words(text).filter((w) => ORG_WORDS.has(w)).length;
  if (SCHOOL_WORDS.test(text)) score += 1;
  return score;
}

export function isSchool(text: string): boolean {
  return SCHOOL_WORDS.test(` ${text} `);
}

export function isDegree(text: string): boolean {
  return DEGREE_WORDS.test(text);
}

const PROGRAMMING = new Set(
  `python java javascript typescript c c++ c# go golang rust ruby php kotlin swift scala r sql html css bash shell
  perl haskell lua dart matlab julia assembly ocaml prolog elixir erlang clojure f# vb.net objective-c
  fortran cobol groovy solidity verilog vhdl`.split(/\s+/),
);

/** Whether a list reads as programming languages rather than spoken ones. */
export function mostlyProgramming(items: string[]): boolean {
  if (items.length === 0) return false;
  const hits = items.filter((i) =>
    PROGRAMMING.has(
      i
        .toLowerCase()
        .replace(/\s*\(.*\)$/, '')
        .trim(),
    ),
  );
  return hits.length >= Math.max(1, items.length / 2);
}
