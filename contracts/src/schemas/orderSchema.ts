import { array, number, object } from 'yup';

/** The most positions one reorder may send (announcements and uploads are reordered a page at a time). */
export const MAX_ORDER_ITEMS = 1000;

const positiveInteger = (name: string, min: number) =>
  number()
    .typeError(`The ${name} must be a whole number.`)
    .required(`The ${name} is required.`)
    .integer(`The ${name} must be a whole number.`)
    .min(min, `The ${name} must be at least ${min}.`);

/** A reorder: `[{ id, order }]`, the new positions of the items shown (announcements, slides, photos). */
export const orderItemsSchema = (list: string) =>
  array(object({ id: positiveInteger('id', 1), order: positiveInteger('order', 0) }))
    .typeError(`The ${list} field must be a list of { id, order }.`)
    .required(`The ${list} field is required.`)
    .min(1, `The ${list} field must hold at least one item.`)
    .max(MAX_ORDER_ITEMS, `The ${list} field may hold at most ${MAX_ORDER_ITEMS} items.`);

export const announcementOrderSchema = object({ announcement: orderItemsSchema('announcement') });
export const uploadOrderSchema = object({ uploads: orderItemsSchema('uploads') });
