import { Fragment } from 'react';
import { nameChunks } from '../core/virtual-list.js';

/** An operation name that wraps at its word starts (`create|Or|Replace|Inventory|Item`), never inside a word. */
export function OperationName({ name }: { name: string }) {
  return (
    <>
      {nameChunks(name).map((chunk, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {chunk}
        </Fragment>
      ))}
    </>
  );
}
