import { createContext, useContext, useId } from 'react';
import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '@app/lib/cn';

/*
 * WAI-ARIA tabs with automatic activation: a focused tab is the selected one,
 * Left/Right (and Home/End) move along the list. Written here rather than
 * taken from Radix: its Tabs bring roving focus and Presence, whose layout
 * effect forces a style recalculation on every mount, to the first screen
 * (about 50 ms of main thread on Home and Progress, measured with a profile).
 */

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`<${part}> must be inside <Tabs>`);
  return state;
}

const tabId = (baseId: string, value: string) => `${baseId}-tab-${value}`;
const panelId = (baseId: string, value: string) => `${baseId}-panel-${value}`;
const stateOf = (selected: boolean) => (selected ? 'active' : 'inactive');

interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue' | 'onChange'> {
  value: string;
  onValueChange: (value: string) => void;
}

export function Tabs({ value, onValueChange, ...props }: TabsProps) {
  const baseId = useId();
  return (
    <TabsContext value={{ value, select: onValueChange, baseId }}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

const MOVES: Record<string, (index: number, count: number, loop: boolean) => number> = {
  ArrowRight: (index, count, loop) => (loop ? (index + 1) % count : Math.min(index + 1, count - 1)),
  ArrowLeft: (index, count, loop) => (loop ? (index - 1 + count) % count : Math.max(index - 1, 0)),
  Home: () => 0,
  End: (_index, count) => count - 1,
};

interface TabsListProps extends ComponentProps<'div'> {
  /** Whether Right on the last tab goes to the first (and Left on the first to the last). */
  loop?: boolean;
}

export function TabsList({ className, loop = true, onKeyDown, ...props }: TabsListProps) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (!move || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'),
    ];
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation).
    tabs[move(index, tabs.length, loop)]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      data-orientation="horizontal"
      className={cn(
        'grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-surface-muted p-1',
        className,
      )}
      onKeyDown={onKey}
      {...props}
    />
  );
}

interface TabsTriggerProps extends Omit<ComponentProps<'button'>, 'value'> {
  value: string;
}

export function TabsTrigger({ className, value, onClick, onFocus, ...props }: TabsTriggerProps) {
  const { value: selectedValue, select, baseId } = useTabs('TabsTrigger');
  const selected = value === selectedValue;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(baseId, value)}
      aria-selected={selected}
      aria-controls={panelId(baseId, value)}
      data-state={stateOf(selected)}
      data-orientation="horizontal"
      tabIndex={selected ? 0 : -1}
      className={cn(
        'inline-flex h-9 cursor-pointer items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors',
        'hover:text-foreground data-[state=active]:bg-surface data-[state=active]:text-foreground data-[state=active]:shadow-sm',
        'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring [&_svg]:size-4',
        className,
      )}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !selected) select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!selected) select(value);
      }}
      {...props}
    />
  );
}

interface TabsContentProps extends ComponentProps<'div'> {
  value: string;
}

/** The selected tab's panel; the others stay in the page, empty and hidden, for aria-controls. */
export function TabsContent({ className, value, children, ...props }: TabsContentProps) {
  const { value: selectedValue, baseId } = useTabs('TabsContent');
  const selected = value === selectedValue;
  return (
    <div
      role="tabpanel"
      id={panelId(baseId, value)}
      aria-labelledby={tabId(baseId, value)}
      data-state={stateOf(selected)}
      data-orientation="horizontal"
      hidden={!selected}
      tabIndex={0}
      className={cn('mt-4 focus-visible:outline-none', className)}
      {...props}
    >
      {selected ? children : null}
    </div>
  );
}
