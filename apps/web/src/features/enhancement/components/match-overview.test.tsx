import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchResponse } from '../testing/fixtures.ts';
import { MatchOverview } from './match-overview.tsx';

const job = { jobDescription: 'A posting', jobTitle: 'Platform Engineer', company: 'Acme' };

describe('MatchOverview', () => {
  it('says when the resume and the posting are in different languages', () => {
    const languageNote =
      'Your resume is written in German and the posting in English. A resume in English gives a fair score.';
    render(<MatchOverview result={{ ...matchResponse, languageNote }} job={job} />);
    expect(screen.getByRole('note')).toHaveTextContent(languageNote);
  });

  it('shows no note for a resume and a posting in one language', () => {
    render(<MatchOverview result={matchResponse} job={job} />);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
