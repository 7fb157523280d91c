import type { notes as en } from '../en/notes';

export const notes: Record<keyof typeof en, string> = {
  'notes.label': 'Ghi chú của bạn: {note}',
  'notes.mark.not': 'không phải {value}',
  'notes.mark.either': '{first} hoặc {second}',
  'notes.mark.unsure': 'chưa chắc',
  'notes.key': 'Ghi chú: chọn một dây của đồng đội để ghi lên đó',
  'notes.mode': 'Ghi chú',
  'notes.mode.on':
    'Chọn một dây úp của đồng đội để ghi chú lên đó. Chỉ bạn thấy ghi chú của mình. Nhấn Escape hoặc “Ghi chú” để dừng.',
  'notes.editor.title': 'Ghi chú trên {stand}, dây {wire}',
  'notes.editor.private': 'Chỉ bạn thấy ghi chú này. Nó mất đi khi dây bị cắt hoặc lật ra.',
  'notes.editor.not': 'Không phải',
  'notes.editor.notValue': 'không phải {value}',
  'notes.editor.either': 'Là một trong hai (chọn hai số)',
  'notes.editor.eitherValue': 'có thể là {value}',
  'notes.editor.unsure': '? Tôi chưa chắc',
  'notes.editor.full': 'Một ghi chú có tối đa {count} dấu.',
  'notes.editor.text': 'Lời của bạn (tối đa {count} ký tự)',
  'notes.editor.save': 'Lưu ghi chú',
  'notes.editor.delete': 'Xóa ghi chú',
  'notes.editor.empty': 'Hãy chọn một dấu hoặc viết gì đó trước.',
};
