import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { StarRatingInput, type StarRatingInputProps } from '../StarRatingInput';

function Controlled(props: Partial<StarRatingInputProps> & { onPick?: (n: number) => void }) {
  const [value, setValue] = useState<number | null>(props.value ?? null);
  return (
    <StarRatingInput
      {...props}
      value={value}
      onChange={(n) => {
        setValue(n);
        props.onPick?.(n);
      }}
    />
  );
}

describe('StarRatingInput', () => {
  test('is a labelled radio group of 5 stars with their meaning', () => {
    render(<Controlled label="Rate your experience" />);
    const group = screen.getByRole('radiogroup', { name: 'Rate your experience' });
    expect(group).toBeInTheDocument();
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    for (const name of ['1 star, Bad', '2 stars, Poor', '3 stars, Average', '4 stars, Great', '5 stars, Excellent']) {
      expect(within(group).getByRole('radio', { name })).not.toBeChecked();
    }
    expect(screen.getByText('Select a rating')).toBeInTheDocument();
  });

  test('picking a star selects it, fills the stars up to it and shows its meaning', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Controlled onPick={onPick} />);
    await user.click(screen.getByRole('radio', { name: '4 stars, Great' }));
    expect(onPick).toHaveBeenCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars, Great' })).toBeChecked();
    expect(screen.getByText('Great')).toBeInTheDocument();
    const filled = screen.getByRole('radiogroup').querySelectorAll('[data-fill="full"]');
    expect(filled).toHaveLength(4);
  });

  test('works from the keyboard: Tab reaches it, arrow keys change the rating', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Controlled value={3} onPick={onPick} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: '3 stars, Average' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(onPick).toHaveBeenLastCalledWith(4);
    expect(screen.getByRole('radio', { name: '4 stars, Great' })).toBeChecked();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onPick).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('Poor')).toBeInTheDocument();
  });

  test('shows an inline error tied to the group', () => {
    render(<Controlled error="Please choose a rating" required />);
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAccessibleDescription('Please choose a rating');
  });

  test('a disabled picker cannot be changed', async () => {
    const user = userEvent.setup();
    const onPick = jest.fn();
    render(<Controlled disabled onPick={onPick} />);
    await user.click(screen.getByRole('radio', { name: '5 stars, Excellent' }));
    expect(onPick).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: '5 stars, Excellent' })).toBeDisabled();
  });
});
