import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PARTIAL_DATE_MESSAGE, PartialDateInput, partialDateError } from './partial-date-input.tsx';

describe('partialDateError', () => {
  it.each(['', '2021', '2021-09', '2021-09-30', '2024-02-29'])('accepts %j', (value) => {
    expect(partialDateError(value, true)).toBeUndefined();
  });

  it.each(['21', '2021-13', '2021-9', '2021-02-30', '2023-02-29', 'Sept 2021', '2021/09'])(
    'rejects %j once the field is left',
    (value) => {
      expect(partialDateError(value, true)).toBe(PARTIAL_DATE_MESSAGE);
    },
  );

  it('lets a date be typed without flagging the half-typed value', () => {
    for (const value of ['2', '202', '2021-', '2021-0', '2021-09-', '2021-09-3']) {
      expect(partialDateError(value, false)).toBeUndefined();
    }
    expect(partialDateError('2021-13', false)).toBe(PARTIAL_DATE_MESSAGE);
    expect(partialDateError('abc', false)).toBe(PARTIAL_DATE_MESSAGE);
  });
});

function Harness() {
  const [value, setValue] = useState('');
  return <PartialDateInput label="Start date" value={value} onValueChange={setValue} />;
}

describe('PartialDateInput', () => {
  it('shows the message inline, tied to the field, after leaving it', () => {
    render(<Harness />);
    const input = screen.getByLabelText('Start date');
    fireEvent.change(input, { target: { value: '2021-1' } });
    expect(input).not.toHaveAttribute('aria-invalid');

    fireEvent.blur(input);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(PARTIAL_DATE_MESSAGE));

    fireEvent.change(input, { target: { value: '2021-10' } });
    fireEvent.blur(input);
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(PARTIAL_DATE_MESSAGE)).toBeNull();
  });
});
