import { describe, expect, it } from 'vitest';
import { readClause } from './clause.ts';
import { pastTense } from './past-tense.ts';

describe('readClause', () => {
  it.each([
    ['Reduced month-end close from 8 to 5 days.', 'reduced month-end close from 8 to 5 days'],
    ['Prepare journal entries for the close.', 'prepared journal entries for the close'],
    ['Manages a team of 12.', 'managed a team of 12'],
    ['Led a team of 4', 'led a team of 4'],
    ['Run weekly cycle counts', 'ran weekly cycle counts'],
    ['Design and build dashboards', 'designed and built dashboards'],
    ['Teaches algebra to 120 students', 'taught algebra to 120 students'],
    ['Plan sprints with the team', 'planned sprints with the team'],
  ])('%s reads after "I" as "%s"', (line, predicate) => {
    expect(readClause(line).predicate).toBe(predicate);
  });

  it.each([
    'Top performer in 2022, 140% of quota.',
    'Registered nurse on a 32-bed unit.',
    'Staff scheduling for 40 associates.',
    'Program managed a product launch.',
    'SQL reporting for the finance team.',
    'Gestión de inventario para 3 tiendas.',
  ])('%s stays a quoted phrase', (line) => {
    const clause = readClause(line);
    expect(clause.predicate).toBeUndefined();
    expect(clause.text).toBe(line.replace(/\.$/, ''));
  });
});

describe('pastTense', () => {
  it.each([
    ['prepare', 'prepared'],
    ['reconcile', 'reconciled'],
    ['lead', 'led'],
    ['run', 'ran'],
    ['plan', 'planned'],
    ['carry', 'carried'],
    ['deploy', 'deployed'],
    ['control', 'controlled'],
    ['teach', 'taught'],
  ])('%s → %s', (verb, past) => {
    expect(pastTense(verb)).toBe(past);
  });
});
