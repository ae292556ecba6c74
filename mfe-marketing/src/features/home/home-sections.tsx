import {
  AboutSection,
  ContactDetails,
  ContactSection,
  ServicesSection,
  useSupportContacts,
} from '@bbt/shared/ui/first-paint';

import { servicePictureOf } from '../../lib/service-pictures';
import { LazyContactForm } from './lazy-contact-form';
import { TestimonialsSection } from './testimonials/testimonials-section';
import { ReviewsBlock } from './reviews-block';

/**
 * The marketing sections of `/` (mfe-marketing's `./home-sections`): services, about, the reviews
 * block, testimonials and contact, each a scroll target of the header. The page's HTML already
 * shows the same parts (@bbt/shared/ui/first-paint); these add the reviews, the carousel and the
 * form's behaviour.
 */
export function HomeSections() {
  const support = useSupportContacts();
  return (
    <>
      <ServicesSection pictureOf={servicePictureOf} />
      <AboutSection />
      <ReviewsBlock />
      <TestimonialsSection />
      <ContactSection
        details={<ContactDetails support={support} headingLevel={3} />}
        form={<LazyContactForm />}
      />
    </>
  );
}
