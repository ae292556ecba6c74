// UI building blocks every remote uses (entry `@bbt/shared/ui`; bundled into each remote, not
// shared). The catalogue (`shared/catalogue`) shows every component in every state.
export { classNames } from './class-names';
export { PageFrame, type PageFrameProps } from './page-frame';
export { preloadable } from './lazy/preloadable';
export { lazyPage, pageAtSegment, pageChunks, type LazyPage } from './lazy/page-chunks';

export {
  Button,
  IconButton,
  LinkButton,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  type IconButtonProps,
  type LinkButtonProps,
} from './button/button';

export { useZodForm, type ZodForm } from './form/use-zod-form';
export { Form, type FormProps } from './form/form';
export { FieldError, FieldFrame, type ControlAria } from './form/field-frame';
export { useFieldError } from './form/use-field-error';
export {
  DateField,
  PasswordField,
  SelectField,
  TextareaField,
  TextField,
  TimeField,
  type SelectOption,
} from './form/text-fields';
export {
  CheckboxField,
  ChecklistField,
  RadioGroupField,
  type ChoiceOption,
} from './form/choice-fields';
export { NumberField } from './form/number-fields';
export { NumberStepper } from './form/number-stepper';

export { Dialog, ConfirmDialog, type DialogProps, type ConfirmDialogProps } from './overlay/dialog';
export { Accordion, type AccordionItem } from './overlay/accordion';
export { InfoPopover, Tabs, Tooltip, type TabItem } from './overlay/popover';

export { notify, TOAST_DURATION_MS } from './feedback/notify';
export { AppToaster } from './feedback/app-toaster';
export { Alert, type AlertTone } from './feedback/alert';

export { Card, EmptyState, StatTile } from './display/card';
export { Badge, StatusBadge, type BadgeTone } from './display/status-badge';
export { Money } from './display/money';
export { Avatar, initialsOf } from './display/avatar';
export { Skeleton, Spinner } from './display/loading';
export { Icon, type IconName } from './display/icons';

export { formatBbd, formatCurrency, formatMoney, formatUsd } from './format/money';
export {
  formatBookedOn,
  formatDate,
  formatDateAndTime,
  formatInstant,
  formatTime,
} from './format/time';

export {
  HERO_ILLUSTRATION,
  SERVICE_GALLERIES,
  SERVICE_ILLUSTRATIONS,
  type Illustration,
} from './illustrations/illustrations';
export { inlineServicePicture } from './illustrations/inline-service-pictures';
