import { lead } from './place.ts';
import type { ToneTemplates } from './types.ts';

export const concise: ToneTemplates = {
  greetingNamed: [(name) => `Dear ${name},`],
  greetingNeutral: [() => 'Dear Hiring Manager,', () => 'Dear Hiring Team,'],
  opening: [
    (s) => `I am applying for the ${s.role} role at ${s.company}.`,
    (s) => `Please consider me for the ${s.role} position at ${s.company}.`,
    (s) => `I would like to apply for the ${s.role} opening at ${s.company}.`,
  ],
  fitWithTitle: [
    (t, terms) => `I am ${t} with experience in ${terms}.`,
    (t, terms) => `As ${t}, I work with ${terms}.`,
  ],
  fitTitleOnly: [(t) => `I am ${t}.`, (t, s) => `As ${t}, I am ready for the ${s.role} role.`],
  fitTermsOnly: [
    (terms) => `I have experience in ${terms}.`,
    (terms) => `My work covers ${terms}.`,
  ],
  achievement: [
    (pred, p) => `${lead(p)}I ${pred}.`,
    (pred, p) => (p.where ? `${lead(p)}I ${pred}.` : `I ${pred}.`),
  ],
  achievementQuoted: [
    (text, p) => `Highlight ${p.where ?? 'from my work'}: ${text}.`,
    (text, p) => `Result ${p.where ?? 'from my work'}: ${text}.`,
  ],
  further: [(pred) => `I also ${pred}.`, (pred) => `In addition, I ${pred}.`],
  furtherAt: [
    (pred, where) => `${where}, I also ${pred}.`,
    (pred, where) => `${where}, I ${pred}.`,
  ],
  furtherQuoted: [
    (text) => `Also: ${text}.`,
    (text, p) => `Another result ${p.where ?? 'from my work'}: ${text}.`,
  ],
  tie: [
    (terms) => `This shows my experience in ${terms}.`,
    (terms) => `Relevant here: ${terms}.`,
    (terms) => `It matches your need for ${terms}.`,
  ],
  skills: [
    (terms) => `I also work with ${terms}.`,
    (terms) => `Other relevant experience: ${terms}.`,
  ],
  education: [(d) => `Education: ${d}.`, (d) => `My education includes ${d}.`],
  certificates: [(list) => `Credentials: ${list}.`, (list) => `I list these credentials: ${list}.`],
  otherSkills: [(list) => `Other skills: ${list}.`, (list) => `I also offer ${list}.`],
  languages: [(list) => `Languages: ${list}.`, (list) => `I speak ${list}.`],
  awards: [(list) => `Awards: ${list}.`, (list) => `My awards include ${list}.`],
  filler: [
    (s) => `The ${s.role} role matches what I do best.`,
    () => 'I work carefully and meet deadlines.',
    () => 'I document my work so that others can pick it up.',
    (s) => `I would bring the same focus to ${s.company}.`,
    () => 'I learn new systems quickly.',
    () => 'I communicate clearly and keep people informed.',
    () => 'My resume has further detail.',
    () => 'I take ownership of problems and see them through.',
    () => 'I work well with colleagues and ask for feedback.',
    (s) => `The ${s.role} posting describes work I know well.`,
    () => 'I set priorities early and keep to them.',
    () => 'I keep records accurate and up to date.',
    (s) => `I would like to learn how ${s.company} measures success in this role.`,
    () => 'I stay calm under pressure.',
    () => 'I handle confidential information with care.',
    () => 'I work well on my own and in a team.',
    () => 'I respond to feedback and improve quickly.',
    (s) => `I am ready to contribute at ${s.company}.`,
    () => 'I plan my week around what matters most.',
    () => 'I check my work before I hand it over.',
    () => 'I ask questions early rather than guess.',
    () => 'I follow through on what I promise.',
    () => 'I keep my manager informed of progress and risks.',
  ],
  closing: [
    () => 'I would welcome a conversation.',
    () => 'I am available to talk at your convenience.',
    (s) => `I would welcome a conversation about the ${s.role} role.`,
  ],
  thanks: ['Thank you for your time.', 'Thank you.'],
  closingLine: ['Best regards,', 'Regards,', 'Kind regards,'],
};
