import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ loop }: { loop?: boolean }) {
  const [value, setValue] = useState('one');
  return (
    <Tabs value={value} onValueChange={setValue}>
      <TabsList aria-label="Numbers" loop={loop}>
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('Tabs', () => {
  it('wires tabs to their panels and shows only the selected panel', () => {
    render(<Example />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('data-state', 'active');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveTextContent('First panel');
    expect(panel).toHaveAttribute('aria-labelledby', tab('One').id);
    expect(tab('One')).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByText('Second panel')).not.toBeInTheDocument();
  });

  it('selects on click, and the arrows, Home and End move focus and selection', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(tab('Two'));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Second panel');

    await user.keyboard('{ArrowRight}');
    expect(tab('Three')).toHaveFocus();
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(tab('One')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('First panel');
    await user.keyboard('{ArrowLeft}');
    expect(tab('Three')).toHaveFocus();
  });

  it('stops at the ends when it does not loop', async () => {
    const user = userEvent.setup();
    render(<Example loop={false} />);
    await user.click(tab('Three'));
    await user.keyboard('{ArrowRight}');
    expect(tab('Three')).toHaveFocus();
    await user.keyboard('{Home}{ArrowLeft}');
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
