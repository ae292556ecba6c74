import { Button } from '../../button/button';
import { PENDING_ACTION } from './carry-over';
import { ContactDetails } from './contact-details';
import { ContactFormFirstPaint } from './contact-form-first-paint';
import {
  AboutSection,
  ContactSection,
  ReviewsBlock,
  ServicesSection,
  TestimonialsFrame,
  TestimonialsLoading,
} from './home-sections';
import type { ServicePictureOf } from './services-grid';
import { useSupportContacts } from './support-contacts';

/** Share Your Experience, pressed before the app's section arrived: the form opens on arrival. */
export const SHARE_EXPERIENCE_ACTION = 'share-experience';
export const SHARE_EXPERIENCE_LABEL = 'Share Your Experience';
export const SHARE_EXPERIENCE_BUSY_LABEL = 'Opening...';

/**
 * The home page's sections as its HTML shows them before any script runs: every scroll target
 * (services, about, testimonials, contact) with its text, links and form fields. The reviews and
 * the form's behaviour arrive with mfe-marketing, which renders the same parts.
 */
export function HomeSectionsFirstPaint({ pictureOf }: { pictureOf: ServicePictureOf }) {
  const support = useSupportContacts();
  return (
    <>
      <ServicesSection pictureOf={pictureOf} />
      <AboutSection />
      <ReviewsBlock state="delayed" />
      <TestimonialsFrame
        action={
          <Button
            variant="secondary"
            busyLabel={SHARE_EXPERIENCE_BUSY_LABEL}
            {...{ [PENDING_ACTION]: SHARE_EXPERIENCE_ACTION }}
          >
            {SHARE_EXPERIENCE_LABEL}
          </Button>
        }
      >
        <TestimonialsLoading />
      </TestimonialsFrame>
      <ContactSection
        details={<ContactDetails support={support} headingLevel={3} />}
        form={<ContactFormFirstPaint inbox={support.email} />}
      />
    </>
  );
}
