export {
  CARRY_OVER_FORM,
  PENDING_ACTION,
  PENDING_SUBMIT,
  takePendingAction,
  takeTypedValues,
  typedValues,
  watchCarryOver,
} from './carry-over';
export { ContactDetails } from './contact-details';
export {
  CONFIRMATION_NUMBER_HINT,
  CONTACT_BUSY_LABEL,
  CONTACT_FORM_KEY,
  CONTACT_MESSAGE_MAX,
  CONTACT_SERVICE_OPTIONS,
  CONTACT_SUBMIT_ACTION,
  CONTACT_SUBMIT_LABEL,
  ContactFormFirstPaint,
} from './contact-form-first-paint';
export {
  AboutSection,
  ContactSection,
  MODERATION_NOTE,
  ReviewsBlock,
  type ReviewsState,
  SERVICE_CARDS,
  ServicesSection,
  TestimonialsFrame,
  type TestimonialsFrameProps,
  TestimonialsLoading,
} from './home-sections';
export {
  HomeSectionsFirstPaint,
  SHARE_EXPERIENCE_ACTION,
  SHARE_EXPERIENCE_BUSY_LABEL,
  SHARE_EXPERIENCE_LABEL,
} from './home-sections-first-paint';
export {
  SERVICE_PICTURE_ATTRIBUTE,
  type ServiceCard,
  type ServicePictureOf,
  ServicesGrid,
  type ServicesGridProps,
} from './services-grid';
export { type SupportContacts, useSupportContacts } from './support-contacts';
export { keepPrerenderedServicePictures, prerenderedServicePicture } from './service-pictures';
