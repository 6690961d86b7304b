import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FlagList } from './flag-list.tsx';

describe('FlagList', () => {
  it('shows notes about the whole letter apart from the phrases to check', () => {
    render(
      <FlagList
        flags={[
          {
            block: -1,
            text: 'length',
            kind: 'length',
            reason: 'The letter is shorter than asked.',
          },
          { block: 0, text: 'Stripe', kind: 'employer', reason: 'Not in your resume.' },
        ]}
      />,
    );
    expect(screen.getByRole('region', { name: 'About this letter' })).toHaveTextContent(
      'The letter is shorter than asked.',
    );
    const phrases = screen.getByRole('region', { name: '1 phrase to check' });
    expect(phrases).toHaveTextContent('Stripe — Not in your resume.');
    expect(phrases).not.toHaveTextContent('length');
  });

  it('shows nothing when there is nothing to say', () => {
    const { container } = render(<FlagList flags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
