import { Box, Card, CardContent, Grid } from '@mui/material';
import { CONTACT_RESPONSE_PROMISE_HOURS, HOME_ANCHORS } from '@site/contracts';
import { Island, PageContainer, renderedWhenNear, SectionHeading, staticPart, useSubmittedForm } from '@site/platform';
import { ContactDetails } from '../features/contact/components/contact-details';
import { ContactForm } from '../features/contact/components/contact-form';

/** Drawn as it nears the viewport; until then it holds the place of about the section's height (phone, desktop). */
const DRAWN_WHEN_NEAR = renderedWhenNear({ xs: 1430, md: 880 });

/**
 * The contact part the shell places at the end of the home page, at its contact anchor (`/#contact`),
 * where every "contact us" link of the site leads. (`ContactSection` is its name in the route table.)
 *
 * A static part: the heading and the details beside the form (a mailto: link, a link to /demo)
 * are HTML; the form is the one island (`./ContactForm`), hydrated only when it is sent or a button
 * changes the page's address (a service or first line to fill in): its fields are native and take
 * typing and ticks with no script, so no keystroke waits for its code (issue 34). Text typed before
 * then stays (useTypedBeforeHydration), an empty form sent before then is checked by the page
 * itself (checkFormsEarly), and a complete one waits for the island (the shell holds it).
 */
function ContactSection() {
  // Rendered to answer a post of the form without JavaScript: the form as it was sent.
  const submitted = useSubmittedForm('contact');
  return (
    <Box component="section" id={HOME_ANCHORS.contact} style={DRAWN_WHEN_NEAR.style} sx={DRAWN_WHEN_NEAR.sx}>
      <PageContainer>
        <SectionHeading
          title="Get In Touch"
          subtitle={`Tell us about the app, workflow or report you have in mind. We'll reply within ${CONTACT_RESPONSE_PROMISE_HOURS} hours with next steps, with no obligation.`}
        />
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Card>
              <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
                <Island
                  module="ContactForm"
                  component={ContactForm}
                  props={submitted ? { submitted } : {}}
                  hydrate="submit"
                />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <ContactDetails />
          </Grid>
        </Grid>
      </PageContainer>
    </Box>
  );
}

/** A part of the route table: given the route's parameters (this one reads none). */
export default staticPart(ContactSection);
