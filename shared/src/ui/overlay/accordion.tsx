import { Accordion as AccordionPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';

import { Icon } from '../display/icons';
import styles from './overlay.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The heading level of each question, so the page outline stays right. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: string;
  className?: string;
}

/** Questions and policies: one item open at a time (opening one closes the other), all closable. */
export function Accordion({ items, headingLevel = 3, defaultOpen, className }: AccordionProps) {
  return (
    <AccordionPrimitive.Root
      type="single"
      collapsible
      defaultValue={defaultOpen}
      className={`${styles.accordion} ${className ?? ''}`}
    >
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id} className={styles.accordionItem}>
          <AccordionPrimitive.Header asChild>
            <HeadingTag level={headingLevel}>
              <AccordionPrimitive.Trigger className={styles.accordionTrigger}>
                <span>{item.title}</span>
                <Icon name="chevronDown" />
              </AccordionPrimitive.Trigger>
            </HeadingTag>
          </AccordionPrimitive.Header>
          <AccordionPrimitive.Content className={styles.accordionPanel}>
            {item.content}
          </AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}

function HeadingTag({ level, children, ...rest }: { level: 2 | 3 | 4; children: ReactNode }) {
  const Tag = `h${level}` as const;
  return (
    <Tag className={styles.accordionHeading} {...rest}>
      {children}
    </Tag>
  );
}
