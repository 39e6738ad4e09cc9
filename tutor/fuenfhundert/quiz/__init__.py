"""tutor.fuenfhundert.quiz"""
