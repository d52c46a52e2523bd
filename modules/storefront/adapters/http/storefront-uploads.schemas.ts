import { uploadDeclaration } from '../../../uploads';
import { FORM_ATTACHMENT_PURPOSE } from '../../domain/form-answers';

export const shopperUploadBody = uploadDeclaration([FORM_ATTACHMENT_PURPOSE], 'ShopperUploadDeclaration', 'A file a shopper sends with a form: purpose form_attachment only.');
