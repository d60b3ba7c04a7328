import { Container } from '@mantine/core';
import { LanguageSwitch } from './language-switch';

export function PortalFooter() {
  return (
    <Container component="footer" size="lg" py="md">
      <LanguageSwitch />
    </Container>
  );
}
