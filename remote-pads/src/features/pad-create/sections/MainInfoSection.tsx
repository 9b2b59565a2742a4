// Main information: the shared main fields with pad create's landing switch and landing fees category.
import { MainInfoFields } from '../../../pad-form/MainInfoFields';

export function MainInfoSection() {
  return <MainInfoFields title="Main information" withLanding />;
}
