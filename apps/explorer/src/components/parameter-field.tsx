import type { ParameterDetail } from '../../shared/api.js';
import type { FormProblem } from '../core/call-form.js';
import { toggleListValue, type OperationHelp } from '../core/operation-help.js';
import type { RestSection } from '../state/call.js';
import { useCall } from '../state/stores.js';
import { BrowseFilterBuilder } from './filter-builder.js';
import { CapturedSuggestions } from './captured-hint.js';
import { knownValuesText } from '../core/body-schema.js';
import { problemFor } from '../core/form-problems.js';
import { ReferenceLink } from './reference-link.js';

const SECTION: Record<ParameterDetail['in'], RestSection> = { path: 'path', query: 'query', header: 'headers' };
const PROBLEM_PREFIX: Record<ParameterDetail['in'], string> = { path: 'path', query: 'query', header: 'header' };

/** `query · integer (int32)`, `query · array of string, comma-separated`, `header · string · 50 values`. */
function parameterHint(parameter: ParameterDetail): string {
  const type =
    parameter.type === 'array'
      ? `array of ${parameter.items ?? 'string'}, comma-separated`
      : parameter.format
        ? `${parameter.type} (${parameter.format})`
        : parameter.type;
  const limits = [
    parameter.default !== undefined ? `default ${parameter.default}` : '',
    parameter.maxLength !== undefined ? `at most ${parameter.maxLength} characters` : '',
    parameter.minimum !== undefined || parameter.maximum !== undefined
      ? `${parameter.minimum ?? '…'} to ${parameter.maximum ?? '…'}`
      : '',
    parameter.pattern ? `pattern ${parameter.pattern}` : '',
    // Suggestions only: eBay accepts values its contracts do not list (a select shows them when they are a limit).
    parameter.enumeration && !parameter.enum
      ? `${parameter.enumeration}${parameter.knownValues ? `: ${knownValuesText(parameter.knownValues)}` : ''}`
      : '',
  ].filter(Boolean);
  return [`${parameter.in} · ${type}`, ...limits].join(' · ');
}

/** One parameter of a REST form: its input, hint, own help, value picks and (Browse filter) builder. */
export function ParameterField({
  parameter,
  problems,
  help,
}: {
  parameter: ParameterDetail;
  problems: readonly FormProblem[];
  help: OperationHelp | undefined;
}) {
  const own = help?.parameters?.[parameter.name];
  const section = SECTION[parameter.in];
  const value = useCall((s) => s.rest?.[section][parameter.name] ?? '');
  const setField = useCall((s) => s.setField);
  const id = `param-${parameter.in}-${parameter.name}`;
  const problem = problemFor(problems, `${PROBLEM_PREFIX[parameter.in]}.${parameter.name}`);
  const describedBy = [`${id}-hint`, problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    value,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
    required: parameter.required,
  };
  return (
    <div className="field">
      <label htmlFor={id}>
        {parameter.name}
        {parameter.required ? <span className="required"> (required)</span> : null}
      </label>
      {parameter.enum || parameter.type === 'boolean' ? (
        <select {...common} onChange={(event) => setField(section, parameter.name, event.target.value)}>
          {!parameter.required || value === '' ? <option value="">(none)</option> : null}
          {(parameter.enum ?? ['true', 'false']).map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          inputMode={parameter.type === 'integer' || parameter.type === 'number' ? 'numeric' : undefined}
          spellCheck={false}
          autoComplete="off"
          list={`${id}-values`}
          onChange={(event) => setField(section, parameter.name, event.target.value)}
        />
      )}
      {parameter.enum || parameter.type === 'boolean' ? null : (
        <CapturedSuggestions
          id={`${id}-values`}
          name={parameter.name}
          value={value}
          known={parameter.knownValues}
          onUse={(captured) => setField(section, parameter.name, captured)}
        />
      )}
      <span id={`${id}-hint`} className="hint">
        {parameterHint(parameter)}
        {own ? ` · ${own.help}` : ''}
      </span>{' '}
      <ReferenceLink url={parameter.docsUrl} what={parameter.name} />
      {own?.values ? (
        <span className="value-picks" role="group" aria-label={`Values of ${parameter.name}`}>
          {own.values.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={value.split(',').includes(option)}
              onClick={() => setField(section, parameter.name, toggleListValue(value, option))}
            >
              {option}
            </button>
          ))}
        </span>
      ) : null}
      {help?.filterBuilder === 'browse' && parameter.name === 'filter' ? (
        <BrowseFilterBuilder onUse={(filter) => setField(section, parameter.name, filter)} />
      ) : null}
      {problem ? (
        <span id={`${id}-problem`} className="problem">
          {problem.message}
        </span>
      ) : null}
    </div>
  );
}
