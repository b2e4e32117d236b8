/** The desk form's sections and fields, drawn from the kind's description; 企业 is picked by name, a body's images inserted. */
import type { DeskKind, UserEnterprise } from '../../../lib/shared/contract';
import { deskForms } from '../../../lib/desk/desk-forms';
import FormField from '../../form/FormField';
import type { FormView } from '../../form/useForm';
import { IMAGE_FIELDS } from '../../../lib/shared/content-images';
import EnterprisePicker from './EnterprisePicker';
import InsertImage from './InsertImage';

interface DeskFormSectionsProps {
  kind: DeskKind;
  form: FormView<string>;
  /** The enterprise the item names now, as its preview shows it ('' for none). */
  enterpriseName: string;
  /** A member's enterprise, which their announcements name without a choice. */
  memberOf: UserEnterprise | null;
}

export default function DeskFormSections({ kind, form, enterpriseName, memberOf }: DeskFormSectionsProps) {
  const description = deskForms[kind];
  const imageField = IMAGE_FIELDS[kind];
  return (
    <>
      {description.sections.map((section) => (
        <section key={section.title} className="rounded-lg bg-white p-6 shadow-sm">
          <h3 className="mb-4 text-base font-semibold text-gray-900">{section.title}</h3>
          <div className="grid grid-cols-1 gap-x-6 gap-y-3 md:grid-cols-2">
            {section.names.map((name) => (
              <div
                key={name}
                className={description.fields[name]?.kind === 'textarea' ? 'md:col-span-2' : undefined}
              >
                {name === 'enterpriseId' ? (
                  <EnterprisePicker form={form} name={name} initialName={enterpriseName} fixed={memberOf} />
                ) : (
                  <FormField form={form} name={name} />
                )}
                {name === imageField && <InsertImage form={form} name={name} />}
              </div>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
