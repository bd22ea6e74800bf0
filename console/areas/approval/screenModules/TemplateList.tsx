import { TemplateTable } from '../templates/TemplateTable';

export default function TemplateList() {
  return <TemplateTable />;
}
