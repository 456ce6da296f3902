import { DropdownMenu } from 'radix-ui';
import { ArrowUpDown, Check } from 'lucide-react';
import { Button } from '@app/components/ui/button';
import { SORT_ORDERS } from '../lib/sort-feedback';
import type { SortOrder } from '../lib/sort-feedback';

/** Cloud History's Sort menu: Newest First, Oldest First, Highest Score. */
export function SortMenu({
  value,
  onChange,
}: {
  value: SortOrder;
  onChange: (order: SortOrder) => void;
}) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <Button variant="outline" size="sm" aria-label={`Sort: ${SORT_ORDERS[value]}`}>
          <ArrowUpDown aria-hidden="true" />
          <span className="hidden sm:inline">{SORT_ORDERS[value]}</span>
          <span className="sm:hidden">Sort</span>
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-44 animate-fade-in rounded-xl border border-border bg-surface-raised p-1 text-sm text-foreground shadow-xl"
        >
          <DropdownMenu.RadioGroup
            value={value}
            onValueChange={(next) => onChange(next as SortOrder)}
          >
            {(Object.keys(SORT_ORDERS) as SortOrder[]).map((order) => (
              <DropdownMenu.RadioItem
                key={order}
                value={order}
                className="flex cursor-pointer items-center justify-between gap-3 rounded-lg px-3 py-2 outline-none select-none data-highlighted:bg-surface-muted"
              >
                {SORT_ORDERS[order]}
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4 text-primary-strong" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
