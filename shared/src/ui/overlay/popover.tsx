import {
  Popover as PopoverPrimitive,
  Tabs as TabsPrimitive,
  Tooltip as TooltipPrimitive,
} from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';

import { Icon } from '../display/icons';
import styles from './overlay.module.css';

export interface InfoPopoverProps {
  /** The trigger's accessible name, e.g. 'About child car seats'. */
  label: string;
  title?: ReactNode;
  children: ReactNode;
}

/** An (i) button that opens a short explanation; click or Enter to open, Escape to close. */
export function InfoPopover({ label, title, children }: InfoPopoverProps) {
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger className="icon-btn" aria-label={label}>
        <Icon name="info" />
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          className={styles.popover}
          sideOffset={4}
          collisionPadding={12}
          aria-label={typeof title === 'string' ? title : label}
        >
          {title && <p className={styles.popoverTitle}>{title}</p>}
          <div className={styles.popoverText}>{children}</div>
          <PopoverPrimitive.Close className={`icon-btn ${styles.popoverClose}`} aria-label="Close">
            <Icon name="close" size={16} />
          </PopoverPrimitive.Close>
          <PopoverPrimitive.Arrow className={styles.popoverArrow} />
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (a button or link) that the tooltip describes. */
  children: ReactElement;
}

/** A hint on hover and keyboard focus. Never the only place important information lives. */
export function Tooltip({ content, children }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={300}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content className={styles.tooltip} sideOffset={4}>
            {content}
            <TooltipPrimitive.Arrow className={styles.tooltipArrow} />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for screen readers. */
  label: string;
  tabs: readonly TabItem[];
  defaultTab?: string;
}

export function Tabs({ label, tabs, defaultTab }: TabsProps) {
  return (
    <TabsPrimitive.Root defaultValue={defaultTab ?? tabs[0]?.id}>
      <TabsPrimitive.List className={styles.tabList} aria-label={label}>
        {tabs.map((tab) => (
          <TabsPrimitive.Trigger key={tab.id} value={tab.id} className={styles.tab}>
            {tab.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {tabs.map((tab) => (
        <TabsPrimitive.Content key={tab.id} value={tab.id} className={styles.tabPanel}>
          {tab.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
