import type { ColumnsType } from 'antd/es/table';

/**
 * On a phone a table scrolls sideways (give the Table `scroll={{ x: minWidth }}`) with its first
 * `count` columns held at the left, so that each row keeps its name in view.
 */
export function pinFirst<T>(columns: ColumnsType<T>, count = 1): ColumnsType<T> {
  return columns.map((column, index) => (index < count ? { ...column, fixed: 'left' as const } : column));
}
